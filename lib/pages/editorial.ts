import type { Metadata } from 'next';
import { content, type Detail } from '@/lib/content';
import { found } from '@/lib/content/found';
import { articleHref, blogHref, dailyArticleHref, explorationHref, PAGES } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { editorialPageJsonLd, type EditorialType } from '@/lib/seo/structured-data';
import { excerpt, htmlToText } from '@/lib/text';

/*
 * The four editorial detail routes (/blog/{url}, /upsc-daily-current-affairs/{url}/,
 * /article/{url}/, /explore/{url}) are one page over four content types: each type says here
 * how its item reads as an EditorialItem, where it lives and which list it belongs to;
 * components/detail/EditorialDetail.tsx renders the page.
 */

/** An editorial item as its detail page shows it, whatever its type. */
export type EditorialItem = {
  title: string;
  date: string;
  /** Sanitised HTML of the body. */
  html: string;
  /** The summary under the title; the description when the CMS gives none. */
  lead?: string;
  pic?: string;
  keywords?: readonly string[];
  metatitle?: string;
  metadescription?: string;
};

type EditorialRoute = {
  href: (slug: string) => string;
  load: (slug: string) => Promise<Detail<EditorialItem>>;
  schemaType: EditorialType;
  /** The JSON-LD's articleSection. */
  section: string;
  /** The list the item belongs to: the middle crumb and the link under the body. */
  list: { label: string; href: string; back: string };
};

function asEditorial<T>(detail: Detail<T>, view: (item: T) => EditorialItem): Detail<EditorialItem> {
  return detail.ok ? { ok: true, data: view(detail.data) } : detail;
}

const EDITORIAL_ROUTES = {
  blog: {
    href: blogHref,
    load: async (slug) => asEditorial(await content.getBlog(slug), (b) => ({ ...b, html: b.content, lead: b.shortdescription })),
    schemaType: 'BlogPosting',
    section: 'Blog',
    list: { label: 'Blogs', href: PAGES.blogs, back: '‹ All blogs' },
  },
  daily: {
    href: dailyArticleHref,
    load: async (slug) => asEditorial(await content.getDailyArticle(slug), (a) => ({ ...a, html: a.content, lead: a.shortdescription })),
    schemaType: 'NewsArticle',
    section: 'Current Affairs',
    list: { label: 'Daily Current Affairs', href: PAGES.daily, back: '‹ All daily current affairs' },
  },
  // Spec: an article's question is its title, the answer its body; it has no summary or picture.
  article: {
    href: articleHref,
    load: async (slug) => asEditorial(await content.getArticle(slug), (a) => ({ ...a, title: a.question, html: a.answer })),
    schemaType: 'Article',
    section: 'Articles',
    list: { label: 'Articles', href: PAGES.articles, back: '‹ All articles' },
  },
  exploration: {
    href: explorationHref,
    load: async (slug) => asEditorial(await content.getExploration(slug), (e) => ({ ...e, html: e.content, lead: e.shortdescription })),
    schemaType: 'Article',
    section: 'Exploration',
    list: { label: 'Exploration', href: PAGES.exploration, back: '‹ All explorations' },
  },
} satisfies Record<string, EditorialRoute>;

export type EditorialKind = keyof typeof EDITORIAL_ROUTES;

/**
 * A detail page's metadata: the item's metatitle, metadescription and keywords, else its
 * title and the start of its summary or body. An unknown item gets a plain title; the page
 * itself sends the visitor to /error.
 */
export async function editorialMetadata(kind: EditorialKind, slug: string): Promise<Metadata> {
  const route: EditorialRoute = EDITORIAL_ROUTES[kind];
  const detail = await route.load(slug);
  if (!detail.ok) return { title: 'Page Not Found', robots: { index: false } };
  const item = detail.data;
  return pageMetadata({
    title: item.title,
    metatitle: item.metatitle,
    description: item.metadescription ?? excerpt(item.lead ? item.lead : htmlToText(item.html), 160),
    path: route.href(slug),
    keywords: item.keywords,
    // The CMS's pictures may be SVGs, which cards ignore.
    generatedImage: true,
    type: 'article',
  });
}

/** Everything a detail page shows; a 404 from the API ends the request on /error. */
export async function loadEditorialPage(kind: EditorialKind, slug: string) {
  const route: EditorialRoute = EDITORIAL_ROUTES[kind];
  const item = found(await route.load(slug));
  const crumbs = [{ label: 'Home', href: PAGES.home }, { label: route.list.label, href: route.list.href }, { label: item.title }];
  const jsonLd = editorialPageJsonLd(
    route.schemaType,
    {
      title: item.title,
      path: route.href(slug),
      date: item.date,
      description: item.metadescription ?? item.lead,
      html: item.html,
      pic: item.pic,
      keywords: item.keywords,
      section: route.section,
    },
    crumbs,
  );
  return { item, crumbs, jsonLd, back: { href: route.list.href, label: route.list.back } };
}

export type EditorialPage = Awaited<ReturnType<typeof loadEditorialPage>>;
