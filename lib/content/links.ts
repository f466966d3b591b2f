/**
 * The specification's link rule (section 5): a value that passes its URL check is an
 * external address; anything else is a site path and gets a leading slash, except '#'
 * and '/'. Editor typos and hostile values (`javascript:…`) thereby become harmless paths.
 */
export type SiteLink = { href: string; external: boolean };

const URL_CHECK = /^(https?:\/\/)?([a-z0-9-]+\.)+[a-z]{2,6}(?::\d+)?(\/\S*)?$/i;

export function isExternalUrl(value: string): boolean {
  return URL_CHECK.test(value);
}

export function toSiteLink(raw: string): SiteLink {
  const value = raw.trim();
  if (isExternalUrl(value)) {
    return { href: /^https?:\/\//i.test(value) ? value : `https://${value}`, external: true };
  }
  if (value === '#' || value === '/') return { href: value, external: false };
  return { href: value.startsWith('/') ? value : `/${value}`, external: false };
}
