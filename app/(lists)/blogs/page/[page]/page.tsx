import type { Metadata } from 'next';
import { BLOGS_META, BLOGS_PATH, BlogListPage } from '@/components/blog/BlogListPage';
import { listMetadata, pageFromParams } from '@/lib/listing/list-page';

/** `/blogs/page/{n}`: a plain address for every page of blogs, rendered on first request and cached. */
export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listMetadata('blogs', BLOGS_PATH, await pageFromParams(params, BLOGS_PATH), BLOGS_META);
}

export default async function BlogsPageN({ params }: Props) {
  return <BlogListPage page={await pageFromParams(params, BLOGS_PATH)} />;
}
