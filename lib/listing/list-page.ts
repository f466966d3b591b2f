import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { pageHref } from '@/lib/routes';
import { seoTermsMetadata } from '@/lib/seo/seo-terms';
import { pageCount, parsePageParam } from './params';

/*
 * The page-number routes of the paged lists (`/blogs/page/[page]`): the number must be a
 * plain positive integer (else 404), page 1 has one address only (the list's own), and a
 * page past the end is a 404, so crawlers only ever see pages that exist.
 */

/** The page number of `/…/page/[page]`; ends the request with 404 or a redirect otherwise. */
export async function pageFromParams(params: Promise<{ page: string }>, basePath: string): Promise<number> {
  const page = parsePageParam((await params).page);
  if (page === null) notFound();
  if (page === 1) permanentRedirect(basePath);
  return page;
}

/** 404 for a page number past the last page of a list of `total` items. */
export function assertPageExists(page: number, total: number, pageSize: number): void {
  if (page > pageCount(total, pageSize)) notFound();
}

/** The list's SEO terms; later pages get their number in the title and their own canonical URL. */
export async function listMetadata(
  key: string,
  basePath: string,
  page: number,
  fallback: { title: string; description: string },
): Promise<Metadata> {
  const path = pageHref(basePath, page);
  const meta = await seoTermsMetadata(key, path, fallback);
  if (page <= 1) return meta;
  // The CMS's title stays exact (absolute), the site's own goes through the layout's template.
  const cms = typeof meta.title === 'object' && meta.title !== null && 'absolute' in meta.title ? meta.title.absolute : undefined;
  const title = `${cms ?? String(meta.title ?? fallback.title)} – Page ${page}`;
  return {
    ...meta,
    title: cms === undefined ? title : { absolute: title },
    openGraph: { ...meta.openGraph, title },
    twitter: { ...meta.twitter, title },
  };
}
