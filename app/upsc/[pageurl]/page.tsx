import { InfoPage } from '@/components/info/InfoPage';
import { policyLoader } from '@/lib/page-kit/info';
import type { RouteProps } from '@/lib/page-kit/kit';

/* Policy-style pages, /upsc/referal-policy among them (spelling as in the product). */
export const revalidate = 600;

export function generateStaticParams() {
  return [];
}

const loader = policyLoader({ param: 'pageurl' });

export const generateMetadata = loader.metadata;

export default async function UpscPage(props: RouteProps<'pageurl'>) {
  return <InfoPage page={await loader.page(props)} />;
}
