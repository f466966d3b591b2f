import { redirect } from 'next/navigation';
import { PAGES } from '@/lib/routes';
import type { Detail } from './client';

/**
 * The item of a detail answer, or the end of the request on /error when the API does not
 * know it (docs/content-contract.md#errors: a 404 on a detail page redirects to /error). 5xx never gets here: the
 * getter throws, so a cached page stays.
 */
export function found<T>(detail: Detail<T>): T {
  if (!detail.ok) redirect(PAGES.error);
  return detail.data;
}
