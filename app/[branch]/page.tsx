import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BranchPage } from '@/components/branch/BranchPage';
import { JsonLd } from '@/components/seo/JsonLd';
import { BRANCH_FILTERS, BRANCH_PAGE_SLUGS } from '@/lib/catalogue';
import { content } from '@/lib/content';
import { orFallback } from '@/lib/content/fallback';
import { found } from '@/lib/content/found';
import { pageMetadata } from '@/lib/seo/metadata';
import { branchJsonLd } from '@/lib/seo/structured-data';
import { crumbsTo } from '@/lib/page-kit/crumbs';
import { branchHref, PAGES } from '@/lib/routes';

/*
 * The four branch pages (/old-rajinder-nagar, /mukherjee-nagar, /pune, /hyderabad) share this
 * one page. Only those four are built and dynamicParams is off, so every other single-segment
 * path stays a 404.
 */
export const revalidate = 600;
export const dynamicParams = false;

export function generateStaticParams() {
  return BRANCH_PAGE_SLUGS.map((branch) => ({ branch }));
}

type Props = { params: Promise<{ branch: string }> };

function branchFilter(slug: string) {
  const filter = BRANCH_FILTERS.find((b) => b.id !== 0 && b.slug === slug);
  if (!filter || filter.id === 0) notFound();
  return filter;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { branch: slug } = await params;
  const { branch } = found(await content.getBranchPage(branchFilter(slug).slug));
  return pageMetadata({
    title: `${branch.displayname ?? 'UPSC Courses'} – ${branch.branchname} Branch`,
    description: `UPSC courses, batches and contact details of our ${branch.branchname} centre.${branch.address ? ` ${branch.address}` : ''}`,
    path: branchHref(slug),
    image: branch.pic,
  });
}

export default async function BranchRoute({ params }: Props) {
  const { branch: slug } = await params;
  const filter = branchFilter(slug);
  const [data, details] = await Promise.all([
    content.getBranchPage(filter.slug),
    orFallback(content.getSiteDetails(), null, 'site details'),
  ]);
  const page = found(data);
  const crumbs = crumbsTo({ label: page.branch.branchname, href: branchHref(slug) }, { label: 'Our Branches', href: PAGES.branches });
  return (
    <>
      <JsonLd data={[branchJsonLd(page.branch, details)]} />
      <BranchPage data={page} filter={filter} crumbs={crumbs} />
    </>
  );
}
