import type { Metadata } from 'next';
import { BranchCard } from '@/components/branch/BranchCard';
import { BRANCHES_SUBTITLE } from '@/components/branch/branches-text';
import { CardGrid } from '@/components/listing/CardGrid';
import { ListBody } from '@/components/listing/ListBody';
import { PageHero } from '@/components/listing/PageHero';
import { content } from '@/lib/content';
import { seoTermsMetadata } from '@/lib/seo/seo-terms';
import { site } from '@/lib/site';

export const revalidate = 300;

export function generateMetadata(): Promise<Metadata> {
  return seoTermsMetadata('Branches', '/branches', {
    title: 'Our Branches: Delhi, Pune and Hyderabad',
    description: `Visit ${site.name} at Old Rajinder Nagar, Mukherjee Nagar, Pune and Hyderabad: addresses, phone numbers and the courses at each centre.`,
  });
}

export default async function BranchesPage() {
  // The first branch is the 'All Branches' pseudo-entry, not a centre (docs/content-contract.md#branches).
  const branches = (await content.getBranches()).slice(1);
  return (
    <>
      <PageHero title="Our Branches" lead={BRANCHES_SUBTITLE} crumbs={[{ label: 'Home', href: '/' }, { label: 'Our Branches' }]} />
      <ListBody>
        <CardGrid items={branches} empty="Our centres will be listed here soon." itemKey={(branch) => branch.ID} four>
          {(branch) => <BranchCard branch={branch} />}
        </CardGrid>
      </ListBody>
    </>
  );
}
