import { z } from '@/lib/zod';
import { html, id, optionalHtml, optionalText, picture, text } from './fields';

/** `/faculty` and `/interviewpanel` items. */
export const personSchema = z.object({
  ID: id(),
  name: text(),
  designation: optionalText(),
  pic: picture(),
  description: optionalText(),
});
export type Person = z.output<typeof personSchema>;

/** `/faq` */
export const faqSchema = z.object({
  ID: id(),
  question: text(),
  answer: html(),
});
export type Faq = z.output<typeof faqSchema>;

/** `/interviewcontent` */
export const interviewSectionSchema = z.object({
  ID: id(),
  title: text(),
  content: optionalHtml(),
  pic: picture(),
});
export type InterviewSection = z.output<typeof interviewSectionSchema>;
