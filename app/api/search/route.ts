import { NextResponse, type NextRequest } from 'next/server';
import { SEARCH_REFUSED, searchAllowed } from '@/lib/listing/search-limit';
import { parseSearchParams } from '@/lib/search/params';
import { POPUP_RESULTS, type PopupAnswer } from '@/lib/search/popup';
import { runSearch } from '@/lib/search/search';
import { siteSearch } from '@/lib/search/site-search';

/*
 * The header popup's answers: the first results of the site search for what the visitor types,
 * from our own index (no content API call). Same checks and per-client budget as the page;
 * bad input answers 400 with the reason. Never cached (one entry per term would grow without
 * bound); Server-Timing carries the query's time (bench/search.mjs reads it).
 */
export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

export async function GET(request: NextRequest) {
  if (request.nextUrl.search.length > 1200)
    return NextResponse.json({ error: 'The address is too long.' }, { status: 400, headers: NO_STORE });
  const parsed = parseSearchParams(Object.fromEntries(request.nextUrl.searchParams));
  if (!parsed.ok) return NextResponse.json({ error: parsed.problem }, { status: 400, headers: NO_STORE });
  if (!(await searchAllowed(request.headers))) return NextResponse.json({ error: SEARCH_REFUSED }, { status: 429, headers: NO_STORE });
  const outcome = await runSearch(siteSearch().index, { ...parsed.params, page: 1 }, POPUP_RESULTS);
  const body: PopupAnswer = {
    results: outcome.results.map(({ kind, title, href, date }) => ({ kind, title, href, ...(date ? { date } : {}) })),
    total: outcome.total,
    capped: outcome.capped,
  };
  return NextResponse.json(body, { headers: { ...NO_STORE, 'Server-Timing': `search;dur=${outcome.ms.toFixed(1)}` } });
}
