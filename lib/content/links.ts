/**
 * The link rule (docs/content-contract.md#links): a value that passes its URL check is an
 * external address; anything else is a site path and gets a leading slash, except '#'
 * and '/'. Editor typos and hostile values (`javascript:…`) thereby become harmless paths.
 *
 * A path that starts with two slashes is not a path: browsers read `//host/x` as another
 * site, and they read `\` as `/` and drop tabs and line breaks while parsing, so
 * `\evil.example` or `/\t/evil.example` would leave the site in the same tab. Such a value
 * is an external address when its host passes the URL check, and is dropped otherwise.
 */
export type SiteLink = { href: string; external: boolean };

const URL_CHECK = /^(https?:\/\/)?([a-z0-9-]+\.)+[a-z]{2,6}(?::\d+)?(\/\S*)?$/i;

export function isExternalUrl(value: string): boolean {
  return URL_CHECK.test(value);
}

function external(value: string): SiteLink {
  return { href: /^https?:\/\//i.test(value) ? value : `https://${value}`, external: true };
}

export function toSiteLink(raw: string): SiteLink | undefined {
  const value = raw.trim();
  if (isExternalUrl(value)) return external(value);
  if (value === '#' || value === '/') return { href: value, external: false };
  const path = value.startsWith('/') ? value : `/${value}`;
  const asBrowserReadsIt = path.replace(/[\t\n\r]/g, '').replace(/\\/g, '/');
  if (asBrowserReadsIt.startsWith('//')) {
    const rest = asBrowserReadsIt.replace(/^\/+/, '');
    return isExternalUrl(rest) ? external(rest) : undefined;
  }
  return { href: path, external: false };
}
