import { z } from '@/lib/zod';
import { date, id, keywords, optionalHtml, optionalText, picture, seoFields, text } from './fields';
import { parseEach } from './parse-each';
import { personSchema } from './people';
import { branchSchema } from './branches';

const idList = () =>
  z
    .preprocess((v) => (Array.isArray(v) ? v : []), z.array(z.unknown()))
    .transform((values) => values.map(Number).filter((n) => Number.isInteger(n)));

const textList = () =>
  z
    .preprocess((v) => (Array.isArray(v) ? v : []), z.array(z.unknown()))
    .transform((values) => values.filter((v): v is string | number => typeof v === 'string' || typeof v === 'number').map(String));

/** Course and test-series item (`/course`, and `course` in the details answer). */
export const courseSchema = z.object({
  ID: id(),
  courseurl: text(),
  coursename: text(),
  coursetype: z.preprocess((v) => (v === 'testseries' ? v : 'course'), z.enum(['course', 'testseries'])),
  category: optionalText(),
  branchids: idList(),
  branchNames: textList(),
  pic: picture(),
  duration: optionalText(),
  totalBatch: z
    .unknown()
    .optional()
    .transform((v) => {
      const n = Number(v);
      return Number.isInteger(n) && n > 0 ? n : 0;
    }),
  brochure1: picture(),
  details: optionalHtml(),
  syllabus: optionalHtml(),
  learnit: optionalHtml(),
  testschedule: optionalHtml(),
  features: optionalHtml(),
  ...seoFields,
  keywords: keywords(),
});
export type Course = z.output<typeof courseSchema>;

export const batchSchema = z.object({
  ID: id(),
  branchid: id(),
  batchname: text(),
  startdate: date().optional().catch(undefined),
  timing: optionalText(),
  mode: optionalText(),
});
export type Batch = z.output<typeof batchSchema>;

export const packageSchema = z.object({
  ID: id(),
  packagename: text(),
  fee: z
    .unknown()
    .optional()
    .transform((v) => {
      const n = Number(v);
      return Number.isFinite(n) && n > 0 ? n : undefined;
    }),
  batches: parseEach(batchSchema),
});
export type CoursePackage = z.output<typeof packageSchema>;

/** `/course-details/{url}` and `/course-details/{url}/{branchId}` (object-shaped detail). */
export const courseDetailSchema = z
  .object({
    course: courseSchema,
    packages: parseEach(packageSchema),
    batches: z.unknown().optional(),
    faculty: parseEach(personSchema),
    branchdata: parseEach(branchSchema),
    branchnames: textList().optional(),
  })
  .transform(({ batches, ...detail }) => {
    // The flattened list is contract; rebuild it from the packages when an older API omits it.
    const flat = parseEach(batchSchema).parse(batches);
    return { ...detail, batches: flat.length > 0 ? flat : detail.packages.flatMap((p) => p.batches) };
  });
export type CourseDetail = z.output<typeof courseDetailSchema>;
