import type { Branch } from '../content/schemas/branches';
import type { Course as CourseItem, CourseDetail } from '../content/schemas/courses';
import type { Faq } from '../content/schemas/people';
import type { SiteDetails } from '../content/schemas/site';
import { istDateTime } from '../dates';
import { absoluteUrl, site } from '../site';
import { excerpt, htmlToText } from '../text';
import { courseName } from '../course-view';
import type { Crumbs, PageCrumb } from '../page-kit/crumbs';
import { branchHref, PAGES } from '@/lib/routes';
import type {
  Article,
  BlogPosting,
  BreadcrumbList,
  Course,
  CourseInstance,
  EducationalOrganization,
  FAQPage,
  IdReference,
  ItemList,
  LocalBusiness,
  NewsArticle,
  Offer,
  PostalAddress,
  VideoObject,
  WebSite,
  WithContext,
} from 'schema-dts';

/*
 * JSON-LD of the site, built from content items. Pure functions of their arguments and
 * the site's configuration (lib/site.ts); rendered by components/seo/JsonLd.tsx.
 * Every node of the institute refers to one organisation `@id`; each branch has its own.
 */

const CONTEXT = 'https://schema.org' as const;
const LANGUAGE = 'en-IN';
/** Google shows at most 110 characters of an article headline. */
const HEADLINE_MAX = 110;

function withContext<T extends object>(node: T): T & { '@context': typeof CONTEXT } {
  return { '@context': CONTEXT, ...node };
}

/** Leaves out keys whose value is undefined or an empty list, so the JSON carries only real facts. */
function compact<T extends object>(node: T): T {
  return Object.fromEntries(Object.entries(node).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0))) as T;
}

export const organizationId = () => `${absoluteUrl(PAGES.home)}#organization`;
const websiteId = () => `${absoluteUrl(PAGES.home)}#website`;
export const branchId = (branchurl: string) => `${absoluteUrl(branchHref(branchurl))}#branch`;

const phone = (digits: string | undefined) => (digits ? `${site.phonePrefix}${digits.replace(/\D/g, '')}` : undefined);
const logoUrl = (details?: SiteDetails | null) => absoluteUrl(details?.logo ?? site.logo);

/** A reference to the institute with the facts a reader of one node needs. */
function institute(details?: SiteDetails | null) {
  return {
    '@type': 'EducationalOrganization' as const,
    '@id': organizationId(),
    name: site.name,
    url: absoluteUrl(PAGES.home),
    logo: { '@type': 'ImageObject' as const, url: logoUrl(details) },
  };
}

/** 'Courses in Pune' → 'Pune'. */
function cityOf(branch: Branch): string | undefined {
  const match = branch.displayname?.match(/^Courses in (.+)$/i);
  return match?.[1]?.trim() || undefined;
}

function postalAddress(branch: Branch) {
  if (!branch.address) return undefined;
  return compact({
    '@type': 'PostalAddress' as const,
    streetAddress: branch.address,
    addressLocality: cityOf(branch),
    postalCode: branch.address.match(/\b\d{6}\b/)?.[0],
    addressCountry: 'IN',
  }) satisfies PostalAddress | undefined;
}

/** The 'All Branches' pseudo-entry is first in /branches and is not a centre (docs/content-contract.md#branches). */
function realBranches(branches: readonly Branch[]): Branch[] {
  return branches.slice(1);
}

/** A branch without its own number is reached through the institute's (site details `callnumber`). */
function localBusiness(branch: Branch, details?: SiteDetails | null) {
  return compact({
    '@type': 'LocalBusiness' as const,
    '@id': branchId(branch.branchurl),
    name: `${site.name} – ${branch.branchname}`,
    url: absoluteUrl(branchHref(branch.branchurl)),
    image: branch.pic && absoluteUrl(branch.pic),
    telephone: phone(branch.contact ?? details?.callnumber),
    email: branch.branchemail ?? details?.adminemail,
    address: postalAddress(branch),
    parentOrganization: { '@id': organizationId() } satisfies IdReference,
  }) satisfies LocalBusiness;
}

/** The institute, with every branch as a LocalBusiness of its own `@id` (on the home page; other pages refer to its `@id`). */
export function organizationJsonLd(details: SiteDetails | null | undefined, branches: readonly Branch[]) {
  return withContext(
    compact({
      '@type': 'EducationalOrganization' as const,
      '@id': organizationId(),
      name: site.name,
      url: absoluteUrl(PAGES.home),
      logo: { '@type': 'ImageObject' as const, url: logoUrl(details) },
      description: site.description,
      email: details?.adminemail,
      telephone: phone(details?.callnumber),
      sameAs: [details?.facebook, details?.instagram, details?.twitter, details?.youtube].filter((u): u is string => !!u),
      department: realBranches(branches).map((b) => localBusiness(b, details)),
    }),
  ) satisfies WithContext<EducationalOrganization>;
}

export function websiteJsonLd() {
  return withContext({
    '@type': 'WebSite' as const,
    '@id': websiteId(),
    name: site.name,
    url: absoluteUrl(PAGES.home),
    inLanguage: LANGUAGE,
    publisher: { '@id': organizationId() },
  }) satisfies WithContext<WebSite>;
}

/** One branch page: the same `@id` as in the organisation's `department`. */
export function branchJsonLd(branch: Branch, details?: SiteDetails | null) {
  return withContext(localBusiness(branch, details)) satisfies WithContext<LocalBusiness>;
}

const COURSE_MODES: Record<string, string> = { offline: 'Onsite', online: 'Online' };

/** A course or test series page. `path` is its canonical site path. */
export function courseJsonLd({ course, packages, batches, branchdata }: CourseDetail, path: string) {
  const url = absoluteUrl(path);
  const description = course.metadescription ?? (course.details ? excerpt(htmlToText(course.details), 300) : undefined);
  const offers: Offer[] = packages
    .filter((p) => p.fee !== undefined)
    .map((p) => ({ '@type': 'Offer' as const, name: p.packagename, category: 'Paid', price: p.fee, priceCurrency: 'INR', url }));
  const instances: CourseInstance[] = batches.map((b) => {
    const branch = branchdata.find((br) => br.ID === b.branchid);
    return compact({
      '@type': 'CourseInstance' as const,
      name: b.batchname,
      courseMode: b.mode ? (COURSE_MODES[b.mode.toLowerCase()] ?? b.mode) : undefined,
      startDate: b.startdate,
      // The batch's class hours ('6:30 PM – 9:00 PM') say when, not how much work (courseWorkload).
      description: b.timing ? `Timing: ${b.timing}` : undefined,
      location: branch ? compact({ '@type': 'Place' as const, name: branch.branchname, address: postalAddress(branch) }) : undefined,
    });
  });
  return withContext(
    compact({
      '@type': 'Course' as const,
      '@id': `${url}#course`,
      name: courseName(course),
      description: description || `${courseName(course)}: batches, syllabus, faculty and fees at ${site.name}.`,
      url,
      image: course.pic && absoluteUrl(course.pic),
      keywords: course.keywords.length > 0 ? course.keywords.join(', ') : undefined,
      inLanguage: LANGUAGE,
      provider: { '@type': 'EducationalOrganization' as const, '@id': organizationId(), name: site.name, url: absoluteUrl(PAGES.home) },
      offers,
      hasCourseInstance: instances,
    }),
  ) satisfies WithContext<Course>;
}

/** A course or test-series page's JSON-LD: the Course and its breadcrumbs (Home › Courses or Test Series › name). */
/** A list of courses (/course, /testseries): one ListItem per course page, in display order. */
export function courseListJsonLd<C extends Pick<CourseItem, 'coursename'>>(
  courses: readonly C[],
  href: (course: C) => string,
  list: { name: string; path: string },
) {
  return withContext({
    '@type': 'ItemList' as const,
    name: list.name,
    url: absoluteUrl(list.path),
    numberOfItems: courses.length,
    itemListElement: courses.map((c, i) => ({
      '@type': 'ListItem' as const,
      position: i + 1,
      name: c.coursename,
      url: absoluteUrl(href(c)),
    })),
  }) satisfies WithContext<ItemList>;
}

export type EditorialInput = {
  title: string;
  /** Canonical site path of the page. */
  path: string;
  /** 'YYYY-MM-DD' */
  date: string;
  description?: string;
  /** Sanitised HTML of the body, for a description when none is given. */
  html?: string;
  pic?: string;
  keywords?: readonly string[];
  section?: string;
};

export type EditorialType = 'NewsArticle' | 'Article' | 'BlogPosting';

/**
 * An editorial item: `NewsArticle` (daily current affairs), `Article` or `BlogPosting`, as its
 * content type says. Its images: the item's picture and the page's generated share picture
 * (`shareImagePath`), so there is always one (Google asks for an image).
 */
export function editorialJsonLd<T extends EditorialType>(type: T, input: EditorialInput, shareImagePath?: string) {
  const url = absoluteUrl(input.path);
  const published = istDateTime(input.date);
  const description = input.description ?? (input.html ? excerpt(htmlToText(input.html), 160) : undefined);
  const images = [input.pic && absoluteUrl(input.pic), shareImagePath && absoluteUrl(shareImagePath)].filter((u): u is string => !!u);
  const node = compact({
    '@type': type as EditorialType,
    '@id': `${url}#article`,
    headline: excerpt(input.title, HEADLINE_MAX),
    name: input.title,
    description: description || undefined,
    url,
    mainEntityOfPage: { '@type': 'WebPage' as const, '@id': url },
    image: images,
    datePublished: published,
    dateModified: published,
    author: { '@type': 'EducationalOrganization' as const, '@id': organizationId(), name: site.name, url: absoluteUrl(PAGES.home) },
    publisher: institute(),
    keywords: input.keywords && input.keywords.length > 0 ? input.keywords.join(', ') : undefined,
    articleSection: input.section,
    inLanguage: LANGUAGE,
    isAccessibleForFree: true,
  });
  return { ...(withContext(node) satisfies WithContext<NewsArticle | Article | BlogPosting>), '@type': type };
}

/** Home › List › Item: the last crumb is the page itself; a section without a page of its own points at the page. */
export function breadcrumbJsonLd(crumbs: Crumbs) {
  const path = (crumbs[crumbs.length - 1] as PageCrumb).href;
  return withContext({
    '@type': 'BreadcrumbList' as const,
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem' as const,
      position: i + 1,
      name: c.label,
      item: absoluteUrl(c.href ?? path),
    })),
  }) satisfies WithContext<BreadcrumbList>;
}

/** The FAQ page: each question with its (sanitised HTML) answer. */
export function faqJsonLd(items: readonly Pick<Faq, 'question' | 'answer'>[], path: string) {
  return withContext({
    '@type': 'FAQPage' as const,
    url: absoluteUrl(path),
    mainEntity: items.map((f) => ({
      '@type': 'Question' as const,
      name: f.question,
      acceptedAnswer: { '@type': 'Answer' as const, text: f.answer },
    })),
  }) satisfies WithContext<FAQPage>;
}

/** What the videos page knows of a video (lib/listing/summaries.ts `VideoItem`). */
export type VideoInput = { title: string; url?: string; thumbnail?: string; date: string; youTubeId?: string };

/**
 * One video of the videos page. Google needs a name, a thumbnail and an upload date; a
 * video without any picture gets YouTube's own thumbnail when the address is YouTube's,
 * and is left out otherwise.
 */
export function videoJsonLd(video: VideoInput): WithContext<VideoObject> | undefined {
  const thumbnail = video.thumbnail ?? (video.youTubeId ? `https://i.ytimg.com/vi/${video.youTubeId}/hqdefault.jpg` : undefined);
  if (!thumbnail) return undefined;
  return withContext(
    compact({
      '@type': 'VideoObject' as const,
      name: video.title,
      description: video.title,
      thumbnailUrl: [absoluteUrl(thumbnail)],
      uploadDate: istDateTime(video.date),
      url: video.url,
      embedUrl: video.youTubeId ? `https://www.youtube.com/embed/${video.youTubeId}` : undefined,
      publisher: { '@id': organizationId() },
    }),
  );
}

/** The videos of a page that can be described (see `videoJsonLd`). */
export function videoListJsonLd(videos: readonly VideoInput[]): WithContext<VideoObject>[] {
  return videos.map(videoJsonLd).filter((v): v is WithContext<VideoObject> => v !== undefined);
}
