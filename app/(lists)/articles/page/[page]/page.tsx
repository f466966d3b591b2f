import type { Metadata } from 'next';
import { ArticleListPage } from '@/components/article/ArticleListPage';
import { ARTICLES_META } from '@/lib/pages/list-meta';
import { listMetadata, pageFromParams } from '@/lib/listing/list-page';
import { PAGES } from '@/lib/routes';

export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listMetadata('articles', PAGES.articles, await pageFromParams(params, PAGES.articles), ARTICLES_META);
}

export default async function ArticlesPageN({ params }: Props) {
  return <ArticleListPage page={await pageFromParams(params, PAGES.articles)} />;
}
