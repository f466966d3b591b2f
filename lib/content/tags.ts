/*
 * One cache tag per entity, named once here or, for a content type's list and items, in its
 * descriptor (lib/content-types). The CMS webhook (/api/revalidate) takes these names, so an
 * edit refreshes exactly the pages that used the changed entity.
 */
export const tags = {
  siteDetails: 'webdetails',
  headlines: 'newsheadline',
  nav: 'topnavbar',
  footerLinks: 'footer-links',
  seoTerms: (key: string) => `seoterms:${key}`,
  heroSlides: 'headerbar',
  homeContent: 'indexpagecontent',
  aboutHome: 'abouthome',
  testimonials: 'testimonials',
  branches: 'branches',
  branch: (url: string) => `branch:${url}`,
  courses: 'courses',
  course: (url: string) => `course:${url}`,
  digests: 'current-affairs-digests',
  videos: 'videos',
  aboutPage: (url: string) => `about:${url}`,
  policyPage: (page: string) => `upsc:${page}`,
  faculty: 'faculty',
  faq: 'faq',
  interview: 'interview',
  magazines: 'magazines',
  books: 'books',
} as const;

/** Seconds a cached answer stays fresh, by how often editors change the entity. */
export const revalidate = {
  site: 600,
  lists: 300,
  news: 120,
  details: 600,
} as const;
