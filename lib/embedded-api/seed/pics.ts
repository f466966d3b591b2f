/**
 * Site-relative addresses of the demo pictures and files in public/demo (and the logo).
 * Every path referenced by the seed comes from here, so each one has a file behind it.
 */

export const LOGO = '/logo.png';

export const BANNERS = {
  foundation: '/demo/banners/hero-foundation.svg',
  foundationMobile: '/demo/banners/hero-foundation-mobile.svg',
  mains: '/demo/banners/hero-mains.svg',
  mainsMobile: '/demo/banners/hero-mains-mobile.svg',
  testSeries: '/demo/banners/hero-test-series.svg',
  testSeriesMobile: '/demo/banners/hero-test-series-mobile.svg',
  salePopup: '/demo/banners/sale-popup.svg',
} as const;

export const BRANCH_PICS = {
  all: '/demo/branches/all-branches.svg',
  oldRajinderNagar: '/demo/branches/old-rajinder-nagar.svg',
  mukherjeeNagar: '/demo/branches/mukherjee-nagar.svg',
  pune: '/demo/branches/pune.svg',
  hyderabad: '/demo/branches/hyderabad.svg',
} as const;

export const COURSE_PICS = {
  csat: '/demo/courses/csat.svg',
  gs2: '/demo/courses/gs-2-years.svg',
  mains: '/demo/courses/mains.svg',
  gs1: '/demo/courses/gs-1-year.svg',
  optional: '/demo/courses/optional.svg',
  module: '/demo/courses/gs-module.svg',
  testSeries: '/demo/courses/test-series.svg',
} as const;

export const BROCHURES = {
  csat: '/demo/files/brochure-csat.pdf',
  gsFoundation: '/demo/files/brochure-gs-foundation.pdf',
  gsFoundationHindi: '/demo/files/brochure-gs-foundation-hindi.pdf',
  mains: '/demo/files/brochure-mains-mastery.pdf',
  optional: '/demo/files/brochure-optional.pdf',
  module: '/demo/files/brochure-gs-module.pdf',
  testSeries: '/demo/files/brochure-test-series.pdf',
} as const;

/** avatar(1) … avatar(8); other numbers wrap around. */
export function avatar(n: number): string {
  return `/demo/avatars/avatar-${((((n - 1) % 8) + 8) % 8) + 1}.svg`;
}

/** 1200x630 covers. */
export type CoverName =
  | 'polity'
  | 'economy'
  | 'environment'
  | 'science'
  | 'international'
  | 'schemes'
  | 'security'
  | 'society'
  | 'strategy'
  | 'topper'
  | 'answer-writing'
  | 'prelims'
  | 'ethics'
  | 'heritage'
  | 'geography'
  | 'culture'
  | 'about-us'
  | 'vision'
  | 'why-us'
  | 'interview';

export function cover(name: CoverName): string {
  return `/demo/covers/${name}.svg`;
}

/** Magazine covers and files; `n` is 1…8 (wraps around). */
export type MagazineKind = 'monthly' | 'weekly' | 'appsc';

export function magazineCover(kind: MagazineKind, n: number): string {
  return `/demo/magazines/${kind}-${((n - 1) % 8) + 1}.svg`;
}

export function magazineFile(kind: MagazineKind, n: number): string {
  return `/demo/files/${kind}-magazine-${((n - 1) % 8) + 1}.pdf`;
}

/** Digest cover and file for a month '2025-03' … '2025-12'. */
export function digestCover(ym: string): string {
  return `/demo/magazines/digest-${ym}.svg`;
}

export function digestFile(ym: string): string {
  return `/demo/files/digest-${ym}.pdf`;
}

/** Book covers 1…8. */
export function bookCover(n: number): string {
  return `/demo/books/book-${n}.svg`;
}

export const VIDEO_THUMBS = {
  podcasts: '/demo/videos/podcasts.svg',
  general: '/demo/videos/general.svg',
  currentAffairs: '/demo/videos/current-affairs.svg',
  announcement: '/demo/videos/announcement.svg',
  webinar: '/demo/videos/webinar.svg',
  dailyNews: '/demo/videos/daily-news.svg',
  mockInterview: '/demo/videos/mock-interview.svg',
  toppersTalk: '/demo/videos/toppers-talk.svg',
  demoLecture: '/demo/videos/demo-lecture.svg',
} as const;

export const ICONS = {
  new: '/demo/icons/new.svg',
  megaphone: '/demo/icons/megaphone.svg',
  calendar: '/demo/icons/calendar.svg',
  book: '/demo/icons/book.svg',
  star: '/demo/icons/star.svg',
  bell: '/demo/icons/bell.svg',
} as const;
