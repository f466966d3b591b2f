import { notFound } from 'next/navigation';
import { BRANCH_FILTERS, type BranchFilter } from '../catalogue';
import { content } from '../content';
import { orFallback } from '../content/fallback';
import { found } from '../content/found';
import type { BranchPage } from '../content/schemas/branch-page';
import { branchHref, PAGES } from '../routes';
import { pageMetadata } from '../seo/metadata';
import { branchJsonLd } from '../seo/structured-data';
import { crumbsTo } from './crumbs';
import type { PageLoader } from './kit';
import { slugParam } from './params';

/*
 * The four branch pages (/old-rajinder-nagar, /mukherjee-nagar, /pune, /hyderabad): the
 * contract's branch-by-url answer and the branch filter of the course lists it links.
 */

export type BranchView = { data: BranchPage; filter: Exclude<BranchFilter, { id: 0 }> };

function branchFilter(slug: string) {
  const filter = BRANCH_FILTERS.find((b) => b.id !== 0 && b.slug === slug);
  if (!filter || filter.id === 0) notFound();
  return filter;
}

export function branchLoader<P extends string>(param: P): PageLoader<P, BranchView> {
  const load = async (params: Promise<Record<P, string>>) => {
    const slug = await slugParam(params, param);
    const filter = branchFilter(slug);
    return { filter, path: branchHref(slug), data: found(await content.getBranchPage(filter.slug)) };
  };
  return {
    async metadata({ params }) {
      const { path, data } = await load(params);
      const { branch } = data;
      return pageMetadata({
        title: `${branch.displayname ?? 'UPSC Courses'} – ${branch.branchname} Branch`,
        description: `UPSC courses, batches and contact details of our ${branch.branchname} centre.${branch.address ? ` ${branch.address}` : ''}`,
        path,
        image: branch.pic,
      });
    },
    async page({ params }) {
      const [{ filter, path, data }, details] = await Promise.all([
        load(params),
        orFallback(content.getSiteDetails(), null, 'site details'),
      ]);
      return {
        crumbs: crumbsTo({ label: data.branch.branchname, href: path }, { label: 'Our Branches', href: PAGES.branches }),
        jsonLd: [branchJsonLd(data.branch, details)],
        view: { data, filter },
      };
    },
  };
}
