import type { Metadata } from 'next';
import { ArticleListPage } from '@/components/article/ArticleListPage';
import { loadPagedList, pagedListMetadata } from '@/lib/pages/paged-lists';

export const revalidate = 300;

export function generateMetadata(): Promise<Metadata> {
  return pagedListMetadata('articles', 1);
}

export default async function ArticlesPage() {
  return <ArticleListPage list={await loadPagedList('articles', 1)} />;
}
