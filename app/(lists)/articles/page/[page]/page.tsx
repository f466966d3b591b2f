import type { Metadata } from 'next';
import { ARTICLES_META, ARTICLES_PATH, ArticleListPage } from '@/components/article/ArticleListPage';
import { listMetadata, pageFromParams } from '@/lib/listing/list-page';

export const revalidate = 300;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ page: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listMetadata('articles', ARTICLES_PATH, await pageFromParams(params, ARTICLES_PATH), ARTICLES_META);
}

export default async function ArticlesPageN({ params }: Props) {
  return <ArticleListPage page={await pageFromParams(params, ARTICLES_PATH)} />;
}
