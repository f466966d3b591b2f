import { z } from '@/lib/zod';
import { date, html, id, keywords, optionalHtml, seoFields, text } from '@/lib/content/schemas/fields';
import { postSchema } from '@/lib/content/schemas/writing';
import { revalidate } from '@/lib/content/tags';
import { FEEDS } from '@/lib/routes';
import { site } from '@/lib/site';
import { contentType, itemContentType } from './define';

/*
 * The contract's writing: the four types with a page per item (daily current affairs,
 * articles, blogs, explorations) and the two read only as lists (essays, MCQs).
 */

const lists = revalidate.lists;

/** A dated post (daily entry, blog, exploration): its summary leads, its content is the body. */
const readPost = (p: z.output<typeof postSchema>) => ({ ...p, id: p.ID, html: p.content, lead: p.shortdescription });

export const daily = itemContentType({
  kind: 'daily',
  schema: postSchema.extend({ articleurl: text() }),
  list: { path: '/upsc-daily-current-affair', paged: true, revalidate: revalidate.news, tag: 'daily-current-affairs' },
  item: { segment: 'upsc-daily-current-affairs', tag: (url) => `daily-current-affair:${url}`, slugField: 'articleurl' },
  read: readPost,
  page: {
    schemaType: 'NewsArticle',
    section: 'Current Affairs',
    crumb: 'Daily Current Affairs',
    back: '‹ All daily current affairs',
  },
  share: { kicker: 'Daily Current Affairs', alt: 'UPSC daily current affairs' },
  search: true,
  feed: {
    ...FEEDS.daily,
    description: `Daily current affairs for the UPSC civil services exam from ${site.name}: news analysis with Prelims pointers and the Mains angle.`,
  },
});

// Spec: an article's question is its title, the answer its body; it has no summary or picture.
export const articles = itemContentType({
  kind: 'articles',
  schema: z.object({ ID: id(), articleurl: text(), question: text(), answer: html(), date: date(), ...seoFields, keywords: keywords() }),
  list: { path: '/articlesold', paged: true, revalidate: lists, tag: 'articles' },
  item: { segment: 'article', tag: (url) => `article:${url}`, slugField: 'articleurl' },
  read: (a) => ({ ...a, id: a.ID, title: a.question, html: a.answer }),
  page: {
    schemaType: 'Article',
    section: 'Articles',
    crumb: 'Articles',
    back: '‹ All articles',
  },
  share: { kicker: 'Article', alt: 'UPSC article' },
  search: true,
});

export const blogs = itemContentType({
  kind: 'blogs',
  schema: postSchema.extend({ blogurl: text() }),
  list: { path: '/blogs', paged: true, revalidate: lists, tag: 'blogs' },
  item: { segment: 'blog', tag: (url) => `blog:${url}`, slugField: 'blogurl' },
  read: readPost,
  page: {
    schemaType: 'BlogPosting',
    section: 'Blog',
    crumb: 'Blogs',
    back: '‹ All blogs',
  },
  share: { kicker: 'Blog', alt: 'Blog post' },
  search: true,
  feed: { ...FEEDS.blogs, description: `Strategy, toppers' advice and exam updates for UPSC aspirants from ${site.name}.` },
});

export const explorations = itemContentType({
  kind: 'explorations',
  schema: postSchema.extend({ exploreurl: text() }),
  list: { path: '/exploration', paged: false, revalidate: lists, tag: 'explorations' },
  item: { segment: 'explore', tag: (url) => `exploration:${url}`, slugField: 'exploreurl' },
  read: readPost,
  page: {
    schemaType: 'Article',
    section: 'Exploration',
    crumb: 'Exploration',
    back: '‹ All explorations',
  },
  share: { kicker: 'Exploration', alt: 'Exploration' },
  search: true,
});

export const essays = contentType({
  kind: 'essays',
  schema: z.object({ ID: id(), title: text(), content: html(), date: date() }),
  list: { path: '/generalessay', paged: false, revalidate: lists, tag: 'essays' },
  read: (e) => ({ ...e, id: e.ID, html: e.content }),
});

export const mcqs = contentType({
  kind: 'mcqs',
  schema: z
    .object({
      ID: id(),
      question: text(),
      option1: text(),
      option2: text(),
      option3: text(),
      option4: text(),
      correctoption: z.coerce.number().int().min(1).max(4),
      explanation: optionalHtml(),
      date: date(),
    })
    .transform(({ option1, option2, option3, option4, ...mcq }) => ({ ...mcq, options: [option1, option2, option3, option4] })),
  list: { path: '/mcq', paged: true, revalidate: lists, tag: 'mcqs' },
  read: (m) => ({ id: m.ID, title: m.question, html: m.explanation ?? '', date: m.date, more: m.options }),
});

export type DailyArticle = z.output<typeof daily.schema>;
export type Article = z.output<typeof articles.schema>;
export type Blog = z.output<typeof blogs.schema>;
export type Exploration = z.output<typeof explorations.schema>;
export type Essay = z.output<typeof essays.schema>;
export type Mcq = z.output<typeof mcqs.schema>;
