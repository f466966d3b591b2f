import { z } from '@/lib/zod';
import { date, html, id, keywords, optionalText, picture, seoFields, text } from './fields';

/*
 * The writing's shared shapes, and the about and policy pages. The types read as lists and
 * detail pages are described in lib/content-types, built on these.
 */

/** The shape of the dated posts; each type adds the field of its own address (lib/content-types). */
export const postSchema = z.object({
  ID: id(),
  title: text(),
  shortdescription: optionalText(),
  pic: picture(),
  content: html(),
  date: date(),
  ...seoFields,
  keywords: keywords(),
});

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
