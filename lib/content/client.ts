import { z } from '@/lib/zod';
import { ContentError } from './errors';
import { PAGE_SIZE, pagedPath, type PageSpan } from './paging';
import { parseEach } from './schemas/parse-each';
import type { ContentAnswer, Transport } from './transport';
import { walkPages } from './walk';

/** `fresh`: the answer skips the data cache (search terms: one entry per distinct term would grow it without bound). */
export type CacheOptions = { tags: readonly string[]; revalidate?: number; fresh?: boolean };

/** A detail answer: the item, or the API's failure status (a 404 sends the page to /error). */
export type Detail<T> = { ok: true; data: T } | { ok: false; status: number; error: string };

/** One page of a list: the API's paged answer, the list pages' feeds and /api/lists' answers alike. */
export type Paged<T> = {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  /** Daily current affairs only: articles dated today, and all articles. */
  todayArticles?: number;
  totalArticles?: number;
};

/** The answer of a form endpoint: accepted, or refused with the API's error text. */
export type FormAnswer = { ok: true; message: string } | { ok: false; status: number; error?: string };

/** A lead's delivery: its stable key (the API may drop a repeat) and its own time limit. */
export type PostOptions = { idempotencyKey?: string; timeoutMs?: number };

const envelopeSchema = z.object({ data: z.unknown() }).loose();
/** A detail body's own status, a number or a numeric string (the HTTP status may say 200 while the body says 404). */
const bodyStatusSchema = z.object({ statusCode: z.coerce.number().int() }).loose();
const errorBodySchema = z.object({ error: z.unknown().optional(), message: z.unknown().optional() }).loose();
const count = z
  .preprocess((v) => Number(v), z.number().int().nonnegative())
  .optional()
  .catch(undefined);
const pagedSchema = z.object({ total: count, page: count, pageSize: count, todayArticles: count, totalArticles: count }).loose();

/** Page calls in flight while the pages of a long list are walked over HTTP. */
const WALK_CONCURRENCY = 4;

function errorText(body: unknown): string | undefined {
  const parsed = errorBodySchema.safeParse(body);
  const error = parsed.success ? parsed.data.error : undefined;
  return typeof error === 'string' && error.trim() !== '' ? error : undefined;
}

/**
 * The contract's answer handling (docs/content-contract.md#errors): list calls
 * throw a `ContentError`; detail calls return a 4xx as a value and throw on 5xx or no
 * answer, so that a regeneration during an outage fails and the last good page stays.
 */
export function createContentClient(transport: Transport) {
  async function get(path: string, cache: CacheOptions, refPages?: number): Promise<ContentAnswer> {
    return transport({
      method: 'GET',
      path,
      tags: cache.tags,
      revalidate: cache.revalidate,
      fresh: cache.fresh,
      ...(refPages ? { refPages } : {}),
    });
  }

  function listData(path: string, answer: ContentAnswer): unknown {
    if (answer.status !== 200) {
      throw new ContentError('status', path, errorText(answer.body) ?? `Content API answered ${answer.status}`, answer.status);
    }
    const envelope = envelopeSchema.safeParse(answer.body);
    if (!envelope.success || !Array.isArray(envelope.data.data)) {
      throw new ContentError('invalid', path, 'Content API answer has no data list', answer.status);
    }
    return envelope.data.data;
  }

  async function detailData(path: string, cache: CacheOptions): Promise<Detail<unknown>> {
    const answer = await get(path, cache);
    const bodyStatus = bodyStatusSchema.safeParse(answer.body);
    // The body's status goes to the page-found check too: an HTTP 200 saying `statusCode: 404` is a 404.
    const status =
      answer.status === 200 && bodyStatus.success && bodyStatus.data.statusCode >= 400 ? bodyStatus.data.statusCode : answer.status;
    if (status >= 400 && status < 500) {
      return { ok: false, status, error: errorText(answer.body) ?? 'Not found' };
    }
    if (status !== 200) {
      throw new ContentError('status', path, errorText(answer.body) ?? `Content API answered ${status}`, status);
    }
    const envelope = envelopeSchema.safeParse(answer.body);
    if (!envelope.success) throw new ContentError('invalid', path, 'Content API answer has no data', answer.status);
    return { ok: true, data: envelope.data.data };
  }

  async function paged<S extends z.ZodType>(path: string, item: S, cache: CacheOptions, refPages?: number): Promise<Paged<z.output<S>>> {
    const answer = await get(path, cache, refPages);
    const items = parseEach(item).parse(listData(path, answer));
    const meta = pagedSchema.safeParse(answer.body);
    const m = meta.success ? meta.data : {};
    return {
      items,
      total: m.total ?? items.length,
      page: m.page && m.page > 0 ? m.page : 1,
      pageSize: m.pageSize && m.pageSize > 0 ? m.pageSize : PAGE_SIZE,
      ...(m.todayArticles === undefined ? {} : { todayArticles: m.todayArticles }),
      ...(m.totalArticles === undefined ? {} : { totalArticles: m.totalArticles }),
    };
  }

  function parseDetail<S extends z.ZodType>(path: string, schema: S, value: unknown): z.output<S> {
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      throw new ContentError('invalid', path, `Content API item breaks the contract: ${parsed.error.issues[0]?.message}`);
    }
    return parsed.data;
  }

  return {
    /** `{ data: [...] }` */
    async list<S extends z.ZodType>(path: string, item: S, cache: CacheOptions): Promise<z.output<S>[]> {
      return parseEach(item).parse(listData(path, await get(path, cache)));
    },

    /** First item of a list call (`/webdetails`, `/indexpagecontent`, `/abouthome`); null when empty. */
    async first<S extends z.ZodType>(path: string, item: S, cache: CacheOptions): Promise<z.output<S> | null> {
      const data = listData(path, await get(path, cache)) as unknown[];
      return data.length === 0 ? null : parseDetail(path, item, data[0]);
    },

    /** `{ data, total, page, pageSize }`, plus the daily counts where present. */
    paged: <S extends z.ZodType>(path: string, item: S, cache: CacheOptions) => paged(path, item, cache),

    /**
     * The items of pages `first` to `last` of the paged list at `base`, read for their addresses
     * and dates (`item` is a refs schema), and the list's total. One call where the source
     * answers many pages at once (`refPages`: the in-process embedded API); otherwise the first
     * page's call and a walk of the others, each page through the cache as the list pages are.
     */
    async refs<S extends z.ZodType>(
      base: string,
      item: S,
      { first, last }: PageSpan,
      cache: CacheOptions,
    ): Promise<Pick<Paged<z.output<S>>, 'items' | 'total'>> {
      const head = await paged(pagedPath(base, { page: first }), item, cache, last > first ? last - first + 1 : undefined);
      const answered = Math.max(1, Math.floor(head.pageSize / PAGE_SIZE));
      const end = Math.min(last, Math.ceil(head.total / PAGE_SIZE));
      const rest = await walkPages((page) => paged(pagedPath(base, { page }), item, cache), first + answered, end, WALK_CONCURRENCY);
      return { items: [...head.items, ...rest], total: head.total };
    },

    /** `{ statusCode: 200, data: [item] }` */
    async detail<S extends z.ZodType>(path: string, item: S, cache: CacheOptions): Promise<Detail<z.output<S>>> {
      const answer = await detailData(path, cache);
      if (!answer.ok) return answer;
      const data = Array.isArray(answer.data) ? answer.data : [];
      if (data.length === 0) return { ok: false, status: 404, error: 'Not found' };
      return { ok: true, data: parseDetail(path, item, data[0]) };
    },

    /** `{ statusCode: 200, data: { … } }` (branch-by-url, course-by-url). */
    async detailObject<S extends z.ZodType>(path: string, schema: S, cache: CacheOptions): Promise<Detail<z.output<S>>> {
      const answer = await detailData(path, cache);
      if (!answer.ok) return answer;
      return { ok: true, data: parseDetail(path, schema, answer.data) };
    },

    /** Whether the API answers right now, bypassing every cache (health check). */
    async probe(): Promise<{ up: boolean; status?: number }> {
      try {
        const answer = await transport({ method: 'GET', path: '/webdetails', fresh: true });
        return { up: answer.status === 200, status: answer.status };
      } catch {
        return { up: false };
      }
    },

    /** A form POST. Throws `ContentError('unavailable')` when no answer came back. */
    async post(path: string, body: unknown, options: PostOptions = {}): Promise<FormAnswer> {
      const answer = await transport({
        method: 'POST',
        path,
        body,
        ...(options.idempotencyKey === undefined ? {} : { headers: { 'idempotency-key': options.idempotencyKey } }),
        ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      });
      if (answer.status >= 200 && answer.status < 300) {
        const parsed = errorBodySchema.safeParse(answer.body);
        const message = parsed.success && typeof parsed.data.message === 'string' ? parsed.data.message : '';
        return { ok: true, message };
      }
      const error = errorText(answer.body);
      return { ok: false, status: answer.status, ...(error === undefined ? {} : { error }) };
    },
  };
}

export type ContentClient = ReturnType<typeof createContentClient>;
