import { z } from '@/lib/zod';
import { date, html, id, keywords, optionalHtml, optionalText, picture, seoFields, text } from './fields';

/*
 * Dated editorial items: daily current affairs, blogs, explorations, articles, essays,
 * about and policy pages. They share the SEO fields and the sanitised body.
 */

/** The shape daily articles, blogs and explorations share; each adds the field of its own address. */
const postSchema = z.object({
  ID: id(),
  title: text(),
  shortdescription: optionalText(),
  pic: picture(),
  content: html(),
  date: date(),
  ...seoFields,
  keywords: keywords(),
});

/** Daily current-affairs article (`/upsc-daily-current-affair…`). */
export const dailyArticleSchema = postSchema.extend({ articleurl: text() });
export type DailyArticle = z.output<typeof dailyArticleSchema>;

/** Blog (`/blogs…`, `/blogsearch/{term}`, `/blog/{url}`). */
export const blogSchema = postSchema.extend({ blogurl: text() });
export type Blog = z.output<typeof blogSchema>;

/** Exploration (`/exploration`, `/explore/{url}`). */
export const explorationSchema = postSchema.extend({ exploreurl: text() });
export type Exploration = z.output<typeof explorationSchema>;

/** Article: `question` is the title, `answer` the body. */
export const articleSchema = z.object({
  ID: id(),
  articleurl: text(),
  question: text(),
  answer: html(),
  date: date(),
  ...seoFields,
  keywords: keywords(),
});
export type Article = z.output<typeof articleSchema>;

/** `/generalessay` */
export const essaySchema = z.object({
  ID: id(),
  title: text(),
  content: html(),
  date: date(),
});
export type Essay = z.output<typeof essaySchema>;

/** `/about/{url}` */
export const aboutPageSchema = z.object({
  ID: id(),
  abouturl: text(),
  title: text(),
  content: html(),
  pic: picture(),
  ...seoFields,
});
export type AboutPage = z.output<typeof aboutPageSchema>;

/** `/upsc/{page}` (policy-style pages). */
export const policyPageSchema = z.object({
  ID: id(),
  pageurl: text(),
  title: text(),
  content: html(),
  ...seoFields,
});
export type PolicyPage = z.output<typeof policyPageSchema>;

/** `/mcq…` */
export const mcqSchema = z
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
  .transform(({ option1, option2, option3, option4, ...mcq }) => ({
    ...mcq,
    options: [option1, option2, option3, option4],
  }));
export type Mcq = z.output<typeof mcqSchema>;
