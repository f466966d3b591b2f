import type { Metadata } from 'next';
import { ContentDetail } from '@/components/detail/ContentDetail';
import { detailMetadata } from '@/lib/pages/detail-metadata';
import { slugFromParams } from '@/lib/pages/slug';
import { JsonLd } from '@/components/seo/JsonLd';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { content } from '@/lib/content';
import { found } from '@/lib/content/found';
import { blogHref, PAGES } from '@/lib/routes';
import { editorialPageJsonLd } from '@/lib/seo/structured-data';

/** Rendered on first request, then served from the cache and refreshed every 10 minutes (ISR). */
export const revalidate = 600;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ blogurl: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const slug = await slugFromParams(params, 'blogurl');
  return detailMetadata(await content.getBlog(slug), blogHref(slug), (b) => ({ title: b.title, html: b.content, summary: b.shortdescription }));
}

export default async function BlogDetailPage({ params }: Props) {
  const slug = await slugFromParams(params, 'blogurl');
  const blog = found(await content.getBlog(slug));
  const crumbs = [{ label: 'Home', href: PAGES.home }, { label: 'Blogs', href: PAGES.blogs }, { label: blog.title }];
  const seo = {
    title: blog.title,
    path: blogHref(slug),
    date: blog.date,
    description: blog.metadescription ?? blog.shortdescription,
    html: blog.content,
    pic: blog.pic,
    keywords: blog.keywords,
    section: 'Blog',
  };
  return (
    <>
      <JsonLd data={editorialPageJsonLd('BlogPosting', seo, crumbs)} />
      <ContentDetail
        crumbs={crumbs}
        title={blog.title}
        date={blog.date}
        lead={blog.shortdescription}
        pic={blog.pic}
        html={blog.content}
        keywords={blog.keywords}
        footer={
          <ButtonLink href={PAGES.blogs} variant="outline">
            ‹ All blogs
          </ButtonLink>
        }
      />
    </>
  );
}
