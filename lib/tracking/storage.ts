/*
 * What the browser remembers about a visitor (docs/screens.md#tracking): the
 * form values as typed, the campaign parameters of the landing URL, the last page visited.
 * Reading only here; writing cookies is in cookies.ts, loaded with the forms.
 */
export const LAST_PAGE_KEY = 'lastVisitedPage';
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

/** Form field → tracking cookie name. */
export const TRACK_COOKIES = { name: 'trackname', contact: 'trackcontact', email: 'trackemail', query: 'query' } as const;

export function readCookie(name: string): string | undefined {
  const match = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

/** The campaign parameters remembered from the landing URL. */
export function readUtm(): Partial<Record<UtmKey, string>> {
  return Object.fromEntries(
    UTM_KEYS.flatMap((k) => {
      const v = readCookie(k);
      return v ? [[k, v]] : [];
    }),
  );
}

export function rememberLastPage(url: string): void {
  try {
    window.localStorage.setItem(LAST_PAGE_KEY, url);
  } catch {
    // storage disabled (private mode): nothing to remember
  }
}

export function readLastPage(): string | null {
  try {
    return window.localStorage.getItem(LAST_PAGE_KEY);
  } catch {
    return null;
  }
}
