import type { Answer } from './answers';
import { BadRequest, badRequest, detailAnswer, failure, listAnswer, notFound, objectAnswer } from './answers';
import { PAGE_SIZE } from '@/lib/content/paging';
import { collections, type CollectionName, type CollectionSpec } from './collections';
import { createCourseViews } from './courses';
import { parseJsonBody, validateCallBack, validateEnquiry } from './forms';
import { dateParam, idParam, limitParam, pageParam } from './params';
import { absolutePictures } from './pictures';
import type { Range, Store } from './store';

const SEARCH_LIMIT = 20;

type Params = Record<string, string>;
/** What an in-process caller may ask beyond the contract; HTTP callers cannot. */
export type CallOptions = { refPages?: number };
type Route = { method: 'GET' | 'POST'; pattern: string[]; handle: (p: Params, body: string | undefined, options: CallOptions) => Answer };

export type RouterOptions = { siteUrl: string; today: () => string; now?: () => Date };

/**
 * The content API contract (docs/content-contract.md) served from the embedded store: the same
 * answers, envelopes and errors as the institute's API, for in-process calls and for
 * `/api/content/*` over HTTP.
 */
export function createContentRouter(store: Store, { siteUrl, today, now = () => new Date() }: RouterOptions) {
  const courses = createCourseViews(store);
  const routes: Route[] = [];
  const get = (path: string, handle: Route['handle']) => routes.push({ method: 'GET', pattern: path.split('/').slice(1), handle });
  const post = (path: string, handle: Route['handle']) => routes.push({ method: 'POST', pattern: path.split('/').slice(1), handle });

  const list = (name: CollectionName) => () => listAnswer(store.all(name));
  const detail = (name: CollectionName, what: string) => (p: Params) => {
    const item = store.bySlug(name, p.slug ?? '');
    return item ? detailAnswer(item) : notFound(what);
  };
  const paged = (
    name: CollectionName,
    page: number,
    range: Range = {},
    extra: Record<string, unknown> = {},
    { refPages }: CallOptions = {},
  ) => {
    const { slug, date }: CollectionSpec = collections[name];
    if (refPages && refPages > 1 && !range.from && slug && date) {
      // The addresses and dates of `refPages` pages from `page` on, read from their columns in one
      // query (ContentRequest.refPages): a sitemap part without a call per page.
      const pageSize = PAGE_SIZE * refPages;
      const data = store.refs(name, pageSize, (page - 1) * PAGE_SIZE).map((r) => ({ [slug]: r.slug, [date]: r.date }));
      return { status: 200, body: { data, total: store.count(name), page, pageSize, ...extra } };
    }
    const { items, total } = store.page(name, page, PAGE_SIZE, range);
    return { status: 200, body: { data: items, total, page, pageSize: PAGE_SIZE, ...extra } };
  };
  const range = (p: Params): Range => ({ from: dateParam(p.a ?? ''), to: dateParam(p.b ?? '') });
  /** `/base`, `/base/{x}`, `/base/{a}/{b}`, `/base/{a}/{b}/{c}` for one paged collection. */
  const pagedRoutes = (base: string, name: CollectionName, extra: () => Record<string, unknown> = () => ({})) => {
    get(base, (_p, _body, options) => paged(name, 1, {}, extra(), options));
    get(`${base}/:x`, (p, _body, options) => paged(name, pageParam(p.x ?? ''), {}, extra(), options));
    get(`${base}/:a/:b`, (p) => paged(name, 1, range(p), extra()));
    get(`${base}/:a/:b/:c`, (p) => {
      const r = range(p);
      return paged(name, pageParam(p.c ?? ''), r, extra());
    });
  };

  for (const [path, name] of [
    ['/webdetails', 'webdetails'],
    ['/newsheadline', 'newsheadline'],
    ['/topnavbar', 'topnavbar'],
    ['/leftfooterbar', 'leftfooterbar'],
    ['/rightfooterbar', 'rightfooterbar'],
    ['/headerbar', 'headerbar'],
    ['/indexpagecontent', 'indexpagecontent'],
    ['/abouthome', 'abouthome'],
    ['/testimonials', 'testimonials'],
    ['/branches', 'branches'],
    ['/faculty', 'faculty'],
    ['/faq', 'faq'],
    ['/interviewcontent', 'interviewcontent'],
    ['/interviewpanel', 'interviewpanel'],
    ['/magazine', 'magazines'],
    ['/weeklymagazine', 'weeklymagazines'],
    ['/appscMagazine', 'appscmagazines'],
    ['/generalessay', 'essays'],
    ['/books', 'books'],
    ['/videocategory', 'videocategories'],
    ['/exploration', 'explorations'],
    ['/currentaffairs', 'digests'],
  ] as const) {
    get(path, list(name));
  }

  get('/seoterms/:slug', detail('seoterms', 'Page'));
  get('/branches/:slug', (p) => {
    const branch = store.bySlug('branches', p.slug ?? '');
    return branch ? objectAnswer({ branch, courses: courses.atBranch(Number(branch.ID)) }) : notFound('Branch');
  });
  get('/course', () => listAnswer(courses.list()));
  get('/course-details/:slug', (p) => {
    const course = courses.detail(p.slug ?? '');
    return course ? objectAnswer(course) : notFound('Course');
  });
  get('/course-details/:slug/:branch', (p) => {
    const branchId = idParam(p.branch ?? '', 'Branch id');
    const course = courses.detail(p.slug ?? '', branchId);
    return course ? objectAnswer(course) : notFound('Course');
  });

  pagedRoutes('/upsc-daily-current-affair', 'dailyArticles', () => ({
    todayArticles: store.countOnDay('dailyArticles', today()),
    totalArticles: store.count('dailyArticles'),
  }));
  get('/upsc-daily-current-affairs/:slug', detail('dailyArticles', 'Article'));

  get('/articlesold', (_p, _body, options) => paged('articles', 1, {}, {}, options));
  get('/articlesold/:x', (p, _body, options) => paged('articles', pageParam(p.x ?? ''), {}, {}, options));
  get('/article/:slug', detail('articles', 'Article'));

  pagedRoutes('/blogs', 'blogs');
  get('/blogsearch/:term', (p) => listAnswer(store.search('blogs', (p.term ?? '').slice(0, 200), SEARCH_LIMIT)));
  get('/blog/:slug', detail('blogs', 'Blog'));

  get('/currentaffairs/:x', (p) => paged('digests', pageParam(p.x ?? '')));
  get('/mcq', () => paged('mcqs', 1));
  get('/mcq/:x', (p) => paged('mcqs', pageParam(p.x ?? '')));

  const videos = (p: Params, r: Range, limit?: number) => listAnswer(store.grouped('videos', idParam(p.id ?? '', 'Category id'), r, limit));
  get('/video/:id', (p) => videos(p, {}));
  get('/video/:id/:limit', (p) => videos(p, {}, limitParam(p.limit ?? '')));
  get('/video/:id/:a/:b', (p) => videos(p, range(p)));
  get('/video/:id/:a/:b/:limit', (p) => videos(p, range(p), limitParam(p.limit ?? '')));

  get('/explore/:slug', detail('explorations', 'Exploration'));
  get('/about/:slug', detail('aboutpages', 'Page'));
  get('/upsc/:slug', detail('upscpages', 'Page'));

  const receive = (endpoint: string, validate: (body: Record<string, unknown>) => void, message: string) => (_: Params, text?: string) => {
    const body = parseJsonBody(text);
    validate(body);
    store.addLead(endpoint, body, now().toISOString());
    return { status: 200, body: { statusCode: 200, message } };
  };
  post(
    '/queryform',
    receive('queryform', (b) => validateEnquiry(b, 'pagurl'), 'Query Submit Successfully'),
  );
  post(
    '/queryform_google',
    receive('queryform_google', (b) => validateEnquiry(b, 'pageurl'), 'Query Submit Successfully'),
  );
  post('/getacall', receive('getacall', validateCallBack, 'Request submitted successfully'));

  function match(pattern: string[], segments: string[]): Params | undefined {
    if (pattern.length !== segments.length) return undefined;
    const params: Params = {};
    for (const [i, part] of pattern.entries()) {
      const segment = segments[i] ?? '';
      if (part.startsWith(':')) params[part.slice(1)] = segment;
      else if (part !== segment) return undefined;
    }
    return params;
  }

  /** Answers one request. `pathname` is the contract path, still percent-encoded. */
  return function handle(method: string, pathname: string, body?: string, options: CallOptions = {}): Answer {
    let segments: string[];
    try {
      segments = pathname.replace(/\/+$/, '').split('/').slice(1).map(decodeURIComponent);
    } catch {
      return badRequest('Malformed path');
    }
    let known = false;
    for (const route of routes) {
      const params = match(route.pattern, segments);
      if (!params) continue;
      known = true;
      if (route.method !== method) continue;
      try {
        return absolutePictures(route.handle(params, body, options), siteUrl);
      } catch (error) {
        if (error instanceof BadRequest) return badRequest(error.message);
        console.error('embedded content API:', error);
        return failure(500, 'Internal error');
      }
    }
    return known ? failure(405, 'Method not allowed') : notFound('Path');
  };
}

export type ContentRouter = ReturnType<typeof createContentRouter>;
