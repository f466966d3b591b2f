import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

/*
 * Where a detail page whose content the API does not know ends (docs/screens.md#detail-pages:
 * 404 → /error). It shows the not-found page with its 404 status, so a search engine that follows
 * a removed article's redirect drops the address instead of keeping a page that answers 200. Its
 * own title: the metadata Next streams for this route would otherwise be the layout's alone.
 */
export const metadata: Metadata = { title: 'Page Not Found' };

export default function ErrorPage() {
  notFound();
}
