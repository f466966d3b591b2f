import { z } from '@/lib/zod';
import { flag, hideFlag, id, level, link, optionalHtml, optionalText, picture, seoFields, text } from './fields';

/** `/headerbar` */
export const heroSlideSchema = z.object({
  ID: id(),
  title: optionalText(),
  pic: picture(),
  mobilepic: picture(),
  linkurl: link(),
});
export type HeroSlide = z.output<typeof heroSlideSchema>;

/** `/indexpagecontent`, first item: block N shows only when its hide flag equals 0. */
export const homeContentSchema = z
  .object({
    ID: id().optional(),
    showcourseindex: flag(),
    showaboutindex: flag(),
    hide1: hideFlag(),
    hide2: hideFlag(),
    hide3: hideFlag(),
    hide4: hideFlag(),
    bgcolor1: level(),
    bgcolor2: level(),
    bgcolor3: level(),
    bgcolor4: level(),
    content1: optionalHtml(),
    content2: optionalHtml(),
    content3: optionalHtml(),
    content4: optionalHtml(),
    ...seoFields,
  })
  .transform((c) => ({
    showCourses: c.showcourseindex,
    showAbout: c.showaboutindex,
    metatitle: c.metatitle,
    metadescription: c.metadescription,
    blocks: ([1, 2, 3, 4] as const).map((n) => ({
      n,
      hidden: c[`hide${n}`],
      bgcolor: c[`bgcolor${n}`],
      html: c[`content${n}`],
    })),
  }));
export type HomeContent = z.output<typeof homeContentSchema>;

/** `/abouthome`, first item. */
export const aboutHomeSchema = z.object({
  ID: id().optional(),
  title: optionalText(),
  content: optionalHtml(),
  pic: picture(),
  testimonialdescription: optionalHtml(),
});
export type AboutHome = z.output<typeof aboutHomeSchema>;

/** `/testimonials`: the text is plain and may contain '<'. */
export const testimonialSchema = z.object({
  ID: id().optional(),
  name: text(),
  pic: picture(),
  testimonials: text(),
});
export type Testimonial = z.output<typeof testimonialSchema>;
