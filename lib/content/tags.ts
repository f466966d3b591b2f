/*
 * One cache tag per entity, named once here. The CMS webhook (/api/revalidate) takes
 * these names, so an edit refreshes exactly the pages that used the changed entity.
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
  dailyArticles: 'daily-current-affairs',
  dailyArticle: (url: string) => `daily-current-affair:${url}`,
  articles: 'articles',
  article: (url: string) => `article:${url}`,
  blogs: 'blogs',
  blog: (url: string) => `blog:${url}`,
  digests: 'current-affairs-digests',
  mcqs: 'mcqs',
  videos: 'videos',
  explorations: 'explorations',
  exploration: (url: string) => `exploration:${url}`,
  aboutPage: (url: string) => `about:${url}`,
  policyPage: (page: string) => `upsc:${page}`,
  faculty: 'faculty',
  faq: 'faq',
  interview: 'interview',
  magazines: 'magazines',
  essays: 'essays',
  books: 'books',
} as const;

/** Seconds a cached answer stays fresh, by how often editors change the entity. */
export const revalidate = {
  site: 600,
  lists: 300,
  news: 120,
  details: 600,
} as const;
