import { API } from '@/lib/routes';

/*
 * The islands' one way to our /api/lists route handler (never the content API itself).
 * Throws an Error whose message can be shown to the visitor.
 */
export type ListKind = 'blogs' | 'daily' | 'articles' | 'mcq' | 'videos';

/** One page of a list as /api/lists answers it. */
export type FeedPageData<T> = { items: T[]; total: number; page: number; pageSize: number };

export async function fetchList<T>(kind: ListKind, params: Record<string, string | number | undefined>, signal?: AbortSignal): Promise<T> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  let response: Response;
  try {
    response = await fetch(API.list(kind, search.toString()), { signal, headers: { accept: 'application/json' } });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new Error('Could not reach the server. Check your connection and try again.');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message = body && typeof body === 'object' && 'error' in body && typeof body.error === 'string' ? body.error : 'Something went wrong.';
    throw new Error(message);
  }
  return body as T;
}
