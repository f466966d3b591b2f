import type { Metadata } from 'next';
import { ContentDetail } from '@/components/detail/ContentDetail';
import { detailMetadata } from '@/lib/pages/detail-metadata';
import { slugFromParams } from '@/lib/pages/slug';
import { JsonLd } from '@/components/seo/JsonLd';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { content } from '@/lib/content';
import { found } from '@/lib/content/found';
import { articleHref, PAGES } from '@/lib/routes';
import { editorialPageJsonLd } from '@/lib/seo/structured-data';

/*
 * `/article/{articleurl}/` (with its trailing slash, see proxy.ts). Spec: the question is
 * the title, the answer the HTML body; breadcrumb Home, Articles, title.
 */
export const revalidate = 600;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ articleurl: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = await slugFromParams(params, 'articleurl');
  return detailMetadata(await content.getArticle(slug), articleHref(slug), (a) => ({ title: a.question, html: a.answer }));
}

export default async function ArticleDetailPage({ params }: Props) {
  const slug = await slugFromParams(params, 'articleurl');
  const article = found(await content.getArticle(slug));
  const crumbs = [{ label: 'Home', href: PAGES.home }, { label: 'Articles', href: PAGES.articles }, { label: article.question }];
  const seo = {
    title: article.question,
    path: articleHref(slug),
    date: article.date,
    description: article.metadescription,
    html: article.answer,
    keywords: article.keywords,
    section: 'Articles',
  };
  return (
    <>
      <JsonLd data={editorialPageJsonLd('Article', seo, crumbs)} />
      <ContentDetail
        crumbs={crumbs}
        title={article.question}
        date={article.date}
        html={article.answer}
        keywords={article.keywords}
        footer={
          <ButtonLink href={PAGES.articles} variant="outline">
            ‹ All articles
          </ButtonLink>
        }
      />
    </>
  );
}
