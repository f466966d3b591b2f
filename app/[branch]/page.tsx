import { BranchPage } from '@/components/branch/BranchPage';
import { BRANCH_PAGE_SLUGS } from '@/lib/catalogue';
import { branchLoader } from '@/lib/page-kit/branch';
import type { RouteProps } from '@/lib/page-kit/kit';

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

const loader = branchLoader('branch');

export const generateMetadata = loader.metadata;

export default async function BranchRoute(props: RouteProps<'branch'>) {
  return <BranchPage page={await loader.page(props)} />;
}
