import { z } from '@/lib/zod';
import { content } from '@/lib/content';
import { formatDate } from '@/lib/dates';
import { SEARCH_REFUSED, searchAllowed } from '@/lib/listing/search-limit';
import { blogHref } from '@/lib/routes';

/* The header search popup finds blogs through the contract's blog search. */
const querySchema = z.string().trim().min(2).max(100);

export async function GET(request: Request) {
  const parsed = querySchema.safeParse(new URL(request.url).searchParams.get('q') ?? '');
  if (!parsed.success) return Response.json({ error: 'Type 2 to 100 characters', results: [] }, { status: 400 });
  if (!(await searchAllowed(request))) return Response.json({ error: SEARCH_REFUSED, results: [] }, { status: 429, headers: { 'cache-control': 'no-store' } });
  try {
    const blogs = await content.searchBlogs(parsed.data);
    const results = blogs.map((b) => ({ title: b.title, href: blogHref(b.blogurl), date: formatDate(b.date) }));
    return Response.json({ results }, { headers: { 'cache-control': 'public, max-age=60, s-maxage=300' } });
  } catch {
    return Response.json({ error: 'Search is unavailable right now', results: [] }, { status: 503 });
  }
}
