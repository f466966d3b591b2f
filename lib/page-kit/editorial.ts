import { content } from '@/lib/content';
import { itemType, type ItemText } from '@/lib/content-types';
import { found } from '@/lib/content/found';
import { shareImagePath } from '@/lib/routes';
import { itemHref, KINDS, type ItemKind } from '@/lib/content-types/kinds';
import { pageMetadata } from '@/lib/seo/metadata';
import { editorialJsonLd } from '@/lib/seo/structured-data';
import { excerpt, htmlToText } from '@/lib/text';
import { crumbsTo } from './crumbs';
import type { PageLoader } from './kit';
import { slugParam } from './params';

/*
 * The editorial detail pages (/blog/{url}, /upsc-daily-current-affairs/{url}/, /article/{url}/,
 * /explore/{url}): one page over the content types whose descriptor has a `page`
 * (lib/content-types); components/detail/EditorialDetail.tsx renders it.
 */

export type EditorialView = { text: ItemText; back: { href: string; label: string } };

export function editorialLoader<P extends string>(kind: ItemKind, param: P): PageLoader<P, EditorialView> {
  const type = itemType(kind);
  const page = type.page;
  if (!page) throw new Error(`${kind} has no editorial page`);
  const list = KINDS[kind].list.path;

  const load = async (params: Promise<Record<P, string>>) => {
    const slug = await slugParam(params, param);
    return { slug, path: itemHref(kind, slug), text: type.read(found(await content.item(type, slug))) };
  };
  const share = (slug: string) => ({ url: shareImagePath(kind, slug), alt: type.share.alt });

  return {
    /** The item's metatitle, metadescription and keywords, else its title and the start of its summary or body. */
    async metadata({ params }) {
      const { slug, path, text } = await load(params);
      return pageMetadata({
        title: text.title,
        metatitle: text.metatitle,
        description: text.metadescription ?? excerpt(text.lead ? text.lead : htmlToText(text.html), 160),
        path,
        keywords: text.keywords,
        shareImage: share(slug),
        type: 'article',
      });
    },
    async page({ params }) {
      const { slug, path, text } = await load(params);
      const article = editorialJsonLd(
        page.schemaType,
        {
          title: text.title,
          path,
          date: text.date ?? '',
          description: text.metadescription ?? text.lead,
          html: text.html,
          pic: text.pic,
          keywords: text.keywords,
          section: page.section,
        },
        share(slug).url,
      );
      return {
        crumbs: crumbsTo({ label: text.title, href: path }, { label: page.crumb, href: list }),
        jsonLd: [article],
        view: { text, back: { href: list, label: page.back } },
      };
    },
  };
}
