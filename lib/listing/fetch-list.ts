import useSWR, { type SWRConfiguration } from 'swr';
import type { ListKind, ListParams } from '@/lib/listing/kinds';
import { API } from '@/lib/routes';

/*
 * The islands' one way to our /api/lists route handler (never the content API itself), through
 * SWR: a request is keyed by its address, so identical requests share one fetch and an answer
 * to an address no longer asked for is never shown (no abort bookkeeping of our own).
 */

/** The address of a list request; undefined values are left out, the others kept in order. */
export function listUrl(kind: ListKind, params: ListParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  return API.list(kind, search.toString());
}

/** The fetcher: the answer's JSON, or an Error whose message can be shown to the visitor. */
export async function fetchList<T>(url: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' } });
  } catch {
    throw new Error('Could not reach the server. Check your connection and try again.');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message =
      body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' ? body.error : 'Something went wrong.';
    throw new Error(message);
  }
  return body as T;
}

/** Lists change when the CMS publishes, not when a tab regains focus; a failure waits for the visitor to try again. */
const LIST_OPTIONS: SWRConfiguration = { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false };

/** One list request (null: none). */
export function useList<T>(kind: ListKind, params: ListParams | null, options?: SWRConfiguration<T, Error>) {
  return useSWR<T, Error>(params ? listUrl(kind, params) : null, fetchList<T>, { ...LIST_OPTIONS, ...options });
}
