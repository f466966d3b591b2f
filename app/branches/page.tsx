import type { Metadata } from 'next';
import { BranchCard } from '@/components/branch/BranchCard';
import { CardGrid } from '@/components/listing/CardGrid';
import { ListBody } from '@/components/listing/ListBody';
import { PageHero } from '@/components/page-kit/PageHero';
import { content } from '@/lib/content';
import { seoTermsMetadata } from '@/lib/seo/seo-terms';
import { site } from '@/lib/site';
import { PAGES } from '@/lib/routes';
import { crumbsTo } from '@/lib/page-kit/crumbs';

export const revalidate = 300;

/** The page's subtitle, about studying at the institute (docs/screens.md#branches-page). */
const BRANCHES_SUBTITLE = `Study at ${site.name} in Delhi, Pune or Hyderabad: the same faculty, printed notes and test series at every centre, with libraries and self-study halls open all day.`;

export function generateMetadata(): Promise<Metadata> {
  return seoTermsMetadata('Branches', PAGES.branches, {
    title: 'Our Branches: Delhi, Pune and Hyderabad',
    description: `Visit ${site.name} at Old Rajinder Nagar, Mukherjee Nagar, Pune and Hyderabad: addresses, phone numbers and the courses at each centre.`,
  });
}

export default async function BranchesPage() {
  // The first branch is the 'All Branches' pseudo-entry, not a centre (docs/content-contract.md#branches).
  const branches = (await content.getBranches()).slice(1);
  return (
    <>
      <PageHero title="Our Branches" lead={BRANCHES_SUBTITLE} crumbs={crumbsTo({ label: 'Our Branches', href: PAGES.branches })} />
      <ListBody>
        <CardGrid items={branches} empty="Our centres will be listed here soon." itemKey={(branch) => branch.ID} four>
          {(branch) => <BranchCard branch={branch} />}
        </CardGrid>
      </ListBody>
    </>
  );
}
