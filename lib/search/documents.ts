import { z } from '@/lib/zod';
import type { Article, Blog, DailyArticle, Exploration } from '../content/schemas/writing';
import type { Course } from '../content/schemas/courses';
import { htmlToText } from '../text';
import type { SearchDocument } from './search-index';
import { cleanText } from './tokens';

/*
 * Content items as search documents: title, the plain text of what the item says, its date.
 * Items of the API come parsed by the content schemas; the embedded store's raw rows, read a
 * thousand at a time for the index, are read here by the few fields the index needs (the
 * schemas' HTML sanitising, 100,000 times over, is not needed for text that is never rendered as HTML).
 */

const text = (...parts: (string | undefined)[]) => cleanText(htmlToText(parts.filter(Boolean).join('\n')));

export const dailyDocument = (a: Pick<DailyArticle, 'articleurl' | 'title' | 'shortdescription' | 'content' | 'date'>): SearchDocument => ({
  kind: 'daily',
  slug: a.articleurl,
  title: cleanText(a.title),
  body: text(a.shortdescription, a.content),
  date: a.date,
});

export const articleDocument = (a: Pick<Article, 'articleurl' | 'question' | 'answer' | 'date'>): SearchDocument => ({
  kind: 'articles',
  slug: a.articleurl,
  title: cleanText(a.question),
  body: text(a.answer),
  date: a.date,
});

export const blogDocument = (b: Pick<Blog, 'blogurl' | 'title' | 'shortdescription' | 'content' | 'date'>): SearchDocument => ({
  kind: 'blogs',
  slug: b.blogurl,
  title: cleanText(b.title),
  body: text(b.shortdescription, b.content),
  date: b.date,
});

export const explorationDocument = (e: Exploration): SearchDocument => ({
  kind: 'explorations',
  slug: e.exploreurl,
  title: cleanText(e.title),
  body: text(e.shortdescription, e.content),
  date: e.date,
});

export const courseDocument = (c: Course): SearchDocument => ({
  kind: c.coursetype === 'testseries' ? 'testseries' : 'courses',
  slug: c.courseurl,
  title: cleanText(c.coursename),
  body: text(c.category, c.details, c.syllabus, c.learnit, c.features, c.testschedule),
});

const rawText = z.preprocess((v) => (v == null ? '' : String(v)), z.string());
const rawDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}/)
  .transform((v) => v.slice(0, 10));
const rawPost = { title: rawText, shortdescription: rawText, content: rawText, date: rawDate };

/** The embedded store's raw rows of the paged lists, as documents (unreadable rows are skipped). */
export const rawDocuments = {
  daily: z.object({ articleurl: z.string().min(1), ...rawPost }).transform(dailyDocument),
  articles: z.object({ articleurl: z.string().min(1), question: rawText, answer: rawText, date: rawDate }).transform(articleDocument),
  blogs: z.object({ blogurl: z.string().min(1), ...rawPost }).transform(blogDocument),
} as const;
