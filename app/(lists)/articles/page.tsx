import type { Metadata } from 'next';
import { ArticleListPage } from '@/components/article/ArticleListPage';
import { ARTICLES_META } from '@/lib/pages/list-meta';
import { listMetadata } from '@/lib/listing/list-page';
import { PAGES } from '@/lib/routes';

export const revalidate = 300;

export function generateMetadata(): Promise<Metadata> {
  return listMetadata('articles', PAGES.articles, 1, ARTICLES_META);
}

export default function ArticlesPage() {
  return <ArticleListPage page={1} />;
}
