import type { Metadata } from 'next';
import type { Thing, WithContext } from 'schema-dts';
import type { Crumbs } from './crumbs';

/*
 * The loader contract of every page kind (detail, list, info): a route hands its props to its
 * loader and gets the metadata, and a page of crumbs, JSON-LD and what its view shows. The view's
 * component draws the breadcrumb (and its BreadcrumbList) from the crumbs, and the JSON-LD as is.
 * An unknown item ends both on /error (lib/content/found.ts); a parameter that can be no slug is
 * a 404 before the API is asked (params.ts).
 */

export type RouteProps<P extends string> = { params: Promise<Record<P, string>> };

export type KitPage<V> = { crumbs: Crumbs; jsonLd: readonly WithContext<Thing>[]; view: V };

export type PageLoader<P extends string, V> = {
  metadata(props: RouteProps<P>): Promise<Metadata>;
  page(props: RouteProps<P>): Promise<KitPage<V>>;
};
