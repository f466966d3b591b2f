import { content } from '@/lib/content';
import { isSearchKind } from '@/lib/search/kinds';
import { itemType } from '@/lib/content-types';
import { ofType, slugOf } from '@/lib/content-types/define';
import { renderOgImage } from '@/lib/seo/og-image';
import { checkedSlug } from './params';

/*
 * The share picture of every item page (app/share/[kind]/[slug]): the kind's kicker, the item's
 * title and date, drawn by lib/seo/og-image.tsx. An unknown kind or item is a 404, which the
 * route cache does not keep (lib/next-internals/cache/address-answer.mjs).
 */
export async function shareImage(kind: string, rawSlug: string): Promise<Response> {
  if (!isSearchKind(kind)) return notFoundResponse();
  const type = itemType(kind);
  const slug = checkedSlug(rawSlug);
  const item = type.item.fromList
    ? ofType(type, await content.all(type)).find((i) => slugOf(type, i) === slug)
    : await content.item(type, slug).then((detail) => (detail.ok ? detail.data : undefined));
  if (item === undefined) return notFoundResponse();
  const text = type.read(item);
  return renderOgImage({ kicker: type.kickerOf?.(item) || type.share.kicker, title: text.title, date: text.date });
}

const notFoundResponse = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
