import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { filterCatalogue, filterLabel, parseFilterSegments, type CatalogueFilter, type CatalogueKind } from '@/lib/catalogue';
import { content } from '@/lib/content';
import type { Course } from '@/lib/content/schemas/courses';
import { catalogueHref } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';
import { seoTermsMetadata } from '@/lib/seo/seo-terms';

/*
 * The list routes (/course, /course/{category}/{branch}, /testseries, /testseries/{branch})
 * share these: the filter of the address, metadata and the courses listed (CourseCatalogue renders them).
 */
const FALLBACK = {
  course: {
    title: 'UPSC Courses: GS Foundation, CSAT, Optional and Mains',
    description: 'Classroom and live online UPSC courses at Old Rajinder Nagar, Mukherjee Nagar, Pune and Hyderabad.',
  },
  testseries: {
    title: 'UPSC Test Series: Prelims, Mains and Optional',
    description: 'All India test series for UPSC Prelims, Mains and optional papers with detailed evaluation.',
  },
} as const;

export function filterOrNotFound(kind: CatalogueKind, segments: readonly string[]): CatalogueFilter {
  const filter = parseFilterSegments(kind, segments);
  if (!filter) notFound();
  return filter;
}

export async function catalogueMetadata(kind: CatalogueKind, filter: CatalogueFilter): Promise<Metadata> {
  const path = catalogueHref(kind, filter);
  if (!filter.category && !filter.branch) return seoTermsMetadata(kind, path, FALLBACK[kind]);
  const label = filterLabel(kind, filter);
  const meta = pageMetadata({
    title: kind === 'course' && filter.category ? `${label} | UPSC Courses` : label,
    description: `${label}: ${FALLBACK[kind].description}`,
    path,
  });
  // A filter with nothing on offer ('Nothing is on offer here just now') is no page for a search engine to list.
  const empty = (await loadCatalogue(kind, filter)).length === 0;
  return empty ? { ...meta, robots: { index: false, follow: true } } : meta;
}

/** The courses a list page shows: the kind's, then the category tab, then the branch filter. */
export async function loadCatalogue(kind: CatalogueKind, filter: CatalogueFilter): Promise<Course[]> {
  return filterCatalogue(await content.getCourses(), kind, filter);
}

/** A filtered list's filter from its route (`/course/[...filter]`, `/testseries/[branch]`); an unknown one is a 404. */
export async function filterFromParams<P extends string>(kind: CatalogueKind, params: Promise<Record<P, string | string[]>>, key: P) {
  const value = (await params)[key];
  return filterOrNotFound(kind, Array.isArray(value) ? value : [value]);
}
