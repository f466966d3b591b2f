import type { Metadata } from 'next';
import { ContentDetail } from '@/components/detail/ContentDetail';
import { detailMetadata } from '@/lib/pages/detail-metadata';
import { slugFromParams } from '@/lib/pages/slug';
import { JsonLd } from '@/components/seo/JsonLd';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { content } from '@/lib/content';
import { found } from '@/lib/content/found';
import { dailyArticleHref, PAGES } from '@/lib/routes';
import { editorialPageJsonLd } from '@/lib/seo/structured-data';

/*
 * `/upsc-daily-current-affairs/{articleurl}/`: the specification's address keeps its
 * trailing slash. proxy.ts sends the address without it here with a 308.
 */
export const revalidate = 600;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ articleurl: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = await slugFromParams(params, 'articleurl');
  return detailMetadata(await content.getDailyArticle(slug), dailyArticleHref(slug), (a) => ({
    title: a.title,
    html: a.content,
    summary: a.shortdescription,
  }));
}

export default async function DailyArticlePage({ params }: Props) {
  const slug = await slugFromParams(params, 'articleurl');
  const article = found(await content.getDailyArticle(slug));
  const crumbs = [{ label: 'Home', href: PAGES.home }, { label: 'Daily Current Affairs', href: PAGES.daily }, { label: article.title }];
  const seo = {
    title: article.title,
    path: dailyArticleHref(slug),
    date: article.date,
    description: article.metadescription ?? article.shortdescription,
    html: article.content,
    pic: article.pic,
    keywords: article.keywords,
    section: 'Current Affairs',
  };
  return (
    <>
      <JsonLd data={editorialPageJsonLd('NewsArticle', seo, crumbs)} />
      <ContentDetail
        crumbs={crumbs}
        title={article.title}
        date={article.date}
        lead={article.shortdescription}
        pic={article.pic}
        html={article.content}
        keywords={article.keywords}
        footer={
          <ButtonLink href={PAGES.daily} variant="outline">
            ‹ All daily current affairs
          </ButtonLink>
        }
      />
    </>
  );
}
