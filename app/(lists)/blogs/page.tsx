import type { Metadata } from 'next';
import { BlogListPage } from '@/components/blog/BlogListPage';
import { BLOGS_META } from '@/lib/pages/list-meta';
import { listMetadata } from '@/lib/listing/list-page';
import { PAGES } from '@/lib/routes';

// Static (ISR). The search and the date filter run in the page's island through
// /api/lists and keep their values in the query string, so this page never reads it.
export const revalidate = 300;

export function generateMetadata(): Promise<Metadata> {
  return listMetadata('blogs', PAGES.blogs, 1, BLOGS_META);
}

export default function BlogsPage() {
  return <BlogListPage page={1} />;
}
