import { z } from '@/lib/zod';
import { date, id, optionalText, picture, text } from './fields';

/** `/magazine`, `/weeklymagazine`, `/appscMagazine` */
export const magazineSchema = z.object({
  ID: id(),
  headline: text(),
  coverpic: picture(),
  fileurl: picture(),
  date: date().optional().catch(undefined),
});
export type Magazine = z.output<typeof magazineSchema>;

/** `/currentaffairs…` monthly digests; `month` is 'YYYY-MM'. */
export const digestSchema = z.object({
  ID: id(),
  title: text(),
  month: z.string().regex(/^\d{4}-\d{2}$/),
  pic: picture(),
  fileurl: picture(),
  date: date().optional().catch(undefined),
});
export type Digest = z.output<typeof digestSchema>;

/** `/books` */
export const bookSchema = z.object({
  ID: id(),
  title: text(),
  description: optionalText(),
  pic: picture(),
  price: z
    .unknown()
    .optional()
    .transform((v) => {
      const n = Number(v);
      return v !== null && v !== '' && Number.isFinite(n) && n > 0 ? n : undefined;
    }),
  buyurl: picture(),
});
export type Book = z.output<typeof bookSchema>;

/** `/videocategory` */
export const videoCategorySchema = z.object({
  ID: id(),
  categoryname: text(),
});
export type VideoCategory = z.output<typeof videoCategorySchema>;

/** `/video/{id}…` */
export const videoSchema = z.object({
  ID: id(),
  title: text(),
  categoryid: id(),
  videourl: picture(),
  thumbnail: picture(),
  date: date(),
});
export type Video = z.output<typeof videoSchema>;
