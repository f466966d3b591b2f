import type { Metadata } from 'next';
import { BlogListPage } from '@/components/blog/BlogListPage';
import { BLOGS_META } from '@/lib/pages/list-meta';
import { listMetadata, pageFromParams } from '@/lib/listing/list-page';
import { PAGES } from '@/lib/routes';

/** `/blogs/page/{n}`: a plain address for every page of blogs, rendered on first request and cached. */
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listMetadata('blogs', PAGES.blogs, await pageFromParams(params, PAGES.blogs), BLOGS_META);
}

export default async function BlogsPageN({ params }: Props) {
  return <BlogListPage page={await pageFromParams(params, PAGES.blogs)} />;
}
