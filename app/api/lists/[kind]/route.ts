import { NextResponse, type NextRequest } from 'next/server';
import { z } from '@/lib/zod';
import { content, isContentError } from '@/lib/content';
import { todayInIndia } from '@/lib/dates';
import { ALL_VIDEOS, VIDEO_MAX, VIDEO_STEP } from '@/lib/listing/constants';
import { loadEntries, loadMcqs, loadVideos, searchBlogEntries } from '@/lib/listing/load-page';
import { isListKind, kindLabel, listFailure, listParams, listPath } from '@/lib/listing/kinds';
import { dateRangeProblem, MAX_PAGE, pageCount, searchTermProblem } from '@/lib/listing/params';
import { SEARCH_REFUSED, searchAllowed } from '@/lib/listing/search-limit';

/*
 * The data of the list islands: 'More' (next page), the date filter and the blog search
 * (the blog list's and the header popup's; one per-client search budget, search-limit.ts).
 * The browser never calls the content API (no CORS, private address); it calls this, which
 * validates every value, calls the same getters as the pages (so their data cache serves
 * it) and answers summaries only. Bad input: 400 with a message; a page past the end of its
 * list or a video category the API does not have: 404 (neither is stored). API failure: 502.
 */

const whole = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,10}$/, `${name} must be a whole number`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${name} must be from ${min} to ${max}`);
const day = z.string().max(10);

const querySchema = z
  .object({
    page: whole('page', 1, MAX_PAGE).default(1),
    from: day.optional(),
    to: day.optional(),
    q: z.string().max(500, 'Search terms can be at most 100 characters long.').optional(),
    category: whole('category', 0, 999_999_999).default(ALL_VIDEOS),
    limit: whole('limit', 1, VIDEO_MAX).default(VIDEO_STEP),
  })
  .strict()
  .superRefine((v, ctx) => {
    if ((v.from === undefined) !== (v.to === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'Give both a start date (from) and an end date (to).' });
    } else if (v.from !== undefined && v.to !== undefined) {
      const problem = dateRangeProblem(v.from, v.to, todayInIndia());
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }
    if (v.q !== undefined) {
      const problem = searchTermProblem(v.q);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }
  });

const bad = (error: string, status = 400) => NextResponse.json({ error }, { status, headers: { 'Cache-Control': 'no-store' } });

export async function GET(request: NextRequest, { params }: { params: Promise<{ kind: string }> }) {
  const { kind } = await params;
  if (!isListKind(kind)) return bad('Unknown list', 404);
  if (request.nextUrl.search.length > 600) return bad('The address is too long.');

  const raw = Object.fromEntries(request.nextUrl.searchParams);
  const allowed = listParams(kind);
  const extra = Object.keys(raw).filter((key) => !allowed.includes(key));
  if (extra.length > 0) return bad(`Unknown value: ${extra[0]?.slice(0, 40)}`);
  const query = querySchema.safeParse(raw);
  if (!query.success) return bad(query.error.issues[0]?.message ?? 'Invalid request');

  const { page: p, from, to, q, category, limit } = query.data;
  const range = from !== undefined && to !== undefined ? { from, to } : {};
  try {
    const body = await (async () => {
      switch (kind) {
        case 'blogs':
          if (q !== undefined) {
            if (!(await searchAllowed(request.headers))) return null;
            const items = await searchBlogEntries(q);
            return { items, total: items.length, page: 1, pageSize: items.length };
          }
          return loadEntries('blogs', { page: p, ...range });
        case 'daily':
          return loadEntries('daily', { page: p, ...range });
        case 'articles':
          return loadEntries('articles', { page: p });
        case 'mcqs':
          return loadMcqs(p);
        case 'videos': {
          // Only the categories the API has: any number could be typed, each an entry of the data cache.
          if (category !== ALL_VIDEOS && !(await content.getVideoCategories()).some((c) => c.ID === category)) return 'unknown-category';
          const items = await loadVideos({ categoryId: category, limit, ...range });
          return { items, total: items.length, page: 1, pageSize: limit };
        }
      }
    })();
    if (body === null) return bad(SEARCH_REFUSED, 429);
    if (body === 'unknown-category') return bad('Unknown video category', 404);
    if (body.page > pageCount(body.total, body.pageSize)) return bad(`There is no page ${body.page} of ${kindLabel(kind)}`, 404);
    return NextResponse.json(body, { headers: { 'Cache-Control': 'public, max-age=60, s-maxage=60, stale-while-revalidate=300' } });
  } catch (error) {
    console.error(`lists: ${kind} failed:`, isContentError(error) ? error.message : error);
    return bad(listFailure(listPath(kind), kindLabel(kind)), 502);
  }
}
