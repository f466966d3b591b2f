import { z } from '@/lib/zod';
import { flag, id, keywords, link, optionalText, picture, text } from './fields';

/*
 * The chat service's embed script, `https://embed.tawk.to/{property id}/{widget id}` (a
 * property id is 24 hex digits). Anything else, such as a demo's placeholder, is no chat: a
 * script for an account that does not exist would only show a broken widget.
 */
const chatScript = () =>
  picture().transform((v) => (v && /^https:\/\/embed\.tawk\.to\/[0-9a-f]{24}\/[A-Za-z0-9_-]+$/i.test(v) ? v : undefined));

/** `/webdetails`, first item. */
export const siteDetailsSchema = z.object({
  ID: id().optional(),
  header1: optionalText(),
  title1: optionalText(),
  header2: optionalText(),
  title2: optionalText(),
  subtitle2: optionalText(),
  webnotification: flag(),
  adminemail: optionalText(),
  callnumber: optionalText(),
  facebook: picture(),
  instagram: picture(),
  twitter: picture(),
  youtube: picture(),
  logo: picture(),
  logos: picture(),
  footerstamp: optionalText(),
  footercontent: optionalText(),
  androidapp: picture(),
  iosapp: picture(),
  getacall_display: flag(),
  needupsc_display: flag(),
  tawk_display: flag(),
  noticeboard: optionalText(),
  imagelink: link(),
  himage: picture(),
  studentlogin: picture(),
  tawkurl: chatScript(),
});
export type SiteDetails = z.output<typeof siteDetailsSchema>;

/** `/newsheadline` */
export const headlineSchema = z.object({
  ID: id(),
  headline: text(),
  linkurl: link(),
  icon: picture(),
});
export type Headline = z.output<typeof headlineSchema>;

const dropdownEntrySchema = z.object({ title: text(), linkurl: link() });

/** `/topnavbar`: `isdropdown` is the string 'true' exactly when the dropdown shows. */
export const navItemSchema = z
  .object({
    ID: id().optional(),
    title: text(),
    linkurl: link(),
    icon: picture(),
    isdropdown: z
      .unknown()
      .optional()
      .transform((v) => v === 'true'),
    thisid: z.union([z.string(), z.number()]).transform(String),
    dropdown: z
      .preprocess((v) => (Array.isArray(v) ? v : []), z.array(z.unknown()))
      .transform((entries) =>
        entries.flatMap((entry) => {
          const parsed = dropdownEntrySchema.safeParse(entry);
          return parsed.success ? [parsed.data] : [];
        }),
      ),
  })
  .transform(({ isdropdown, dropdown, ...item }) => ({
    ...item,
    dropdown: isdropdown ? dropdown : [],
  }));
export type NavItem = z.output<typeof navItemSchema>;

/** `/leftfooterbar`, `/rightfooterbar` */
export const footerLinkSchema = z.object({
  ID: id().optional(),
  title: text(),
  linkurl: link(),
});
export type FooterLink = z.output<typeof footerLinkSchema>;

/** `/seoterms/{page}` */
export const seoTermsSchema = z.object({
  page: optionalText(),
  metatitle: optionalText(),
  metadescription: optionalText(),
  keywords: keywords(),
});
