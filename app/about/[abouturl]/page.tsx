import { InfoPage } from '@/components/info/InfoPage';
import { aboutLoader } from '@/lib/page-kit/info';
import type { RouteProps } from '@/lib/page-kit/kit';

/* An about page the editors write (/about/{url}); the menus and footer link them. */
export const revalidate = 600;

export function generateStaticParams() {
  return [];
}

const loader = aboutLoader('abouturl');

export const generateMetadata = loader.metadata;

export default async function AboutPage(props: RouteProps<'abouturl'>) {
  return <InfoPage page={await loader.page(props)} />;
}
