import type { Metadata } from 'next';
import { ContentDetail } from '@/components/detail/ContentDetail';
import { detailMetadata } from '@/components/detail/detail-metadata';
import { slugFromParams } from '@/components/detail/slug';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { content } from '@/lib/content';
import { found } from '@/lib/content/found';
import { explorationHref } from '@/lib/listing/paths';

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
  const exploration = found(await content.getExploration(await slugFromParams(params, 'exploreurl')));
  return (
    <ContentDetail
      crumbs={[{ label: 'Home', href: '/' }, { label: 'Exploration', href: '/exploration' }, { label: exploration.title }]}
      title={exploration.title}
      date={exploration.date}
      lead={exploration.shortdescription}
      pic={exploration.pic}
      html={exploration.content}
      keywords={exploration.keywords}
      footer={
        <ButtonLink href="/exploration" variant="outline">
          ‹ All explorations
        </ButtonLink>
      }
    />
  );
}
