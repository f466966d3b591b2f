import type { Metadata } from 'next';
import { InfoPage } from '@/components/info/InfoPage';
import { content } from '@/lib/content';
import { found } from '@/lib/content/found';
import { pageMetadata } from '@/lib/seo/metadata';
import { aboutHref, PAGES } from '@/lib/routes';

export const revalidate = 600;

export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ abouturl: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { abouturl } = await params;
  const page = found(await content.getAboutPage(abouturl));
  return pageMetadata({
    title: page.title,
    metatitle: page.metatitle,
    description: page.metadescription,
    path: aboutHref(abouturl),
    image: page.pic,
  });
}

export default async function AboutPage({ params }: Props) {
  const page = found(await content.getAboutPage((await params).abouturl));
  return (
    <InfoPage
      title={page.title}
      html={page.content}
      pic={page.pic}
      crumbs={[{ label: 'Home', href: PAGES.home }, { label: 'About' }, { label: page.title }]}
    />
  );
}
