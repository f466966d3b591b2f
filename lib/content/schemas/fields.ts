import { z } from '@/lib/zod';
import { toSiteLink } from '@/lib/content/links';
import { sanitizeRichText } from '@/lib/content/sanitize';
import { site } from '@/lib/site';

/*
 * The contract's value rules in one place (docs/content-contract.md#value-rules). Every item
 * schema is built from these, so a rule is written once and the page code never sees a
 * raw flag, a null, a '' or unsanitised HTML.
 */

const blankToUndefined = (v: unknown) => (v === null || v === '' ? undefined : v);

/** Plain text; numbers are accepted because some CMS fields (phone numbers) arrive as numbers. */
export const text = () => z.union([z.string(), z.number()]).transform(String);

export const optionalText = () =>
  z.preprocess(blankToUndefined, text().optional()).transform((v) => (v === undefined || v.trim() === '' ? undefined : v));

export const id = () => z.coerce.number().int();

/** On/off value arriving as a number or a numeric string; missing counts as off. */
export const flag = () =>
  z
    .unknown()
    .optional()
    .transform((v) => Number(v) === 1);

/**
 * A hide flag, read the other way round: the part shows only while the flag equals 0 (a number
 * or a numeric string; a missing or empty flag counts as 0). Any other value, 1, 2 or 'x', hides it.
 */
export const hideFlag = () =>
  z
    .unknown()
    .optional()
    .transform((v) => !(v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || Number(v) === 0));

/** Small integer such as a background colour index; anything unreadable counts as 0. */
export const level = () =>
  z
    .unknown()
    .optional()
    .transform((v) => {
      const n = Number(v);
      return Number.isInteger(n) ? n : 0;
    });

/** Untrusted editor HTML, sanitised here on the server. */
export const html = () => z.preprocess((v) => v ?? '', z.string()).transform(sanitizeRichText);

export const optionalHtml = () =>
  z.preprocess(blankToUndefined, z.string().optional()).transform((v) => {
    const clean = v === undefined ? '' : sanitizeRichText(v);
    return clean === '' ? undefined : clean;
  });

const siteOrigin = new URL(site.url).origin;

/**
 * Absolute http(s) address of a picture or file; anything else counts as missing. One on the
 * site's own public origin (the demo content) becomes a site path, so it loads from whatever
 * host and port the visitor opened (`PORT=4000 npm start`, a LAN address); structured data
 * makes it absolute again (`absoluteUrl`).
 */
export const picture = () =>
  z.preprocess(blankToUndefined, z.string().optional()).transform((v) => {
    if (v === undefined) return undefined;
    const value = v.trim();
    if (!/^https?:\/\/[^\s"'<>]+$/i.test(value)) return undefined;
    const url = new URL(value);
    return url.origin === siteOrigin ? url.pathname + url.search : value;
  });

/** Editor-entered link, normalised by the link rule (docs/content-contract.md#links). */
export const link = () =>
  z.preprocess(blankToUndefined, text().optional()).transform((v) => (v === undefined || v.trim() === '' ? undefined : toSiteLink(v)));

/** Calendar date `YYYY-MM-DD`. */
export const date = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Comma-separated keywords as a list. */
export const keywords = () =>
  optionalText().transform((v) =>
    v === undefined
      ? []
      : v
          .split(',')
          .map((k) => k.trim())
          .filter(Boolean),
  );

/** Metadata fields carried by most content items. */
export const seoFields = {
  metatitle: optionalText(),
  metadescription: optionalText(),
};
