import type { Metadata } from 'next';
import { ContentDetail } from '@/components/detail/ContentDetail';
import { detailMetadata } from '@/lib/pages/detail-metadata';
import { slugFromParams } from '@/lib/pages/slug';
import { JsonLd } from '@/components/seo/JsonLd';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { content } from '@/lib/content';
import { found } from '@/lib/content/found';
import { explorationHref, PAGES } from '@/lib/routes';
import { editorialPageJsonLd } from '@/lib/seo/structured-data';

export const revalidate = 600;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ exploreurl: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = await slugFromParams(params, 'exploreurl');
  return detailMetadata(await content.getExploration(slug), explorationHref(slug), (e) => ({
    title: e.title,
    html: e.content,
    summary: e.shortdescription,
  }));
}

export default async function ExplorationDetailPage({ params }: Props) {
  const slug = await slugFromParams(params, 'exploreurl');
  const exploration = found(await content.getExploration(slug));
  const crumbs = [{ label: 'Home', href: PAGES.home }, { label: 'Exploration', href: PAGES.exploration }, { label: exploration.title }];
  const seo = {
    title: exploration.title,
    path: explorationHref(slug),
    date: exploration.date,
    description: exploration.metadescription ?? exploration.shortdescription,
    html: exploration.content,
    pic: exploration.pic,
    keywords: exploration.keywords,
    section: 'Exploration',
  };
  return (
    <>
      <JsonLd data={editorialPageJsonLd('Article', seo, crumbs)} />
      <ContentDetail
        crumbs={crumbs}
        title={exploration.title}
        date={exploration.date}
        lead={exploration.shortdescription}
        pic={exploration.pic}
        html={exploration.content}
        keywords={exploration.keywords}
        footer={
          <ButtonLink href={PAGES.exploration} variant="outline">
            ‹ All explorations
          </ButtonLink>
        }
      />
    </>
  );
}
