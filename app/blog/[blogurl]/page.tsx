import type { Metadata } from 'next';
import { ContentDetail } from '@/components/detail/ContentDetail';
import { detailMetadata } from '@/components/detail/detail-metadata';
import { slugFromParams } from '@/components/detail/slug';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { content } from '@/lib/content';
import { found } from '@/lib/content/found';
import { blogHref } from '@/lib/listing/paths';

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
  const blog = found(await content.getBlog(await slugFromParams(params, 'blogurl')));
  return (
    <ContentDetail
      crumbs={[{ label: 'Home', href: '/' }, { label: 'Blogs', href: '/blogs' }, { label: blog.title }]}
      title={blog.title}
      date={blog.date}
      lead={blog.shortdescription}
      pic={blog.pic}
      html={blog.content}
      keywords={blog.keywords}
      footer={
        <ButtonLink href="/blogs" variant="outline">
          ‹ All blogs
        </ButtonLink>
      }
    />
  );
}
