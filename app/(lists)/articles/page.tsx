import type { Metadata } from 'next';
import { ARTICLES_META, ARTICLES_PATH, ArticleListPage } from '@/components/article/ArticleListPage';
import { listMetadata } from '@/lib/listing/list-page';

export const revalidate = 300;

export function generateMetadata(): Promise<Metadata> {
  return listMetadata('articles', ARTICLES_PATH, 1, ARTICLES_META);
}

export default function ArticlesPage() {
  return <ArticleListPage page={1} />;
}
