import type { Metadata } from 'next';
import { JsonLd } from '@/components/seo/JsonLd';
import { filterCatalogue, parseFilterSegments, type CatalogueFilter, type CatalogueKind } from '@/lib/catalogue';
import { content } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/metadata';
import { seoTermsMetadata } from '@/lib/seo/seo-terms';
import { courseListJsonLd } from '@/lib/seo/structured-data';
import { notFound } from 'next/navigation';
import { catalogueHref, courseHref } from '@/lib/routes';
import { CourseCatalogue, filterLabel } from './CourseCatalogue';

/*
 * The list routes (/course, /course/{category}/{branch}, /testseries, /testseries/{branch})
 * share these: metadata and the page body.
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
  return pageMetadata({
    title: kind === 'course' && filter.category ? `${label} | UPSC Courses` : label,
    description: `${label}: ${FALLBACK[kind].description}`,
    path,
  });
}

export async function CataloguePage({ kind, filter }: { kind: CatalogueKind; filter: CatalogueFilter }) {
  const courses = await content.getCourses();
  const listed = filterCatalogue(courses, kind, filter);
  return (
    <>
      {listed.length > 0 && <JsonLd data={courseListJsonLd(listed, courseHref, { name: filterLabel(kind, filter), path: catalogueHref(kind, filter) })} />}
      <CourseCatalogue kind={kind} filter={filter} items={listed} />
    </>
  );
}
