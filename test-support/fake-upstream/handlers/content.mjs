// Handlers: dated collections — daily current affairs, articles, blogs, monthly digests, MCQs,
// videos (docs/content-contract.md#endpoints).

import { detail, inRange, newestFirst, paged, pagedByForm, parseDate, parseId, parseLimit, parsePage } from '../lib.mjs';

/** @typedef {import('../router.mjs').Route} Route @typedef {import('../router.mjs').Handler} Handler */

/**
 * The four forms of a dated paged list: '', '/:x', '/:a/:b', '/:a/:b/:c'.
 * @param {string} base @param {(ctx: import('../router.mjs').Ctx, args: string[]) => unknown} handle
 * @returns {Route[]}
 */
function pagedForms(base, handle) {
  return ['', '/:x', '/:a/:b', '/:a/:b/:c'].map((suffix) => ['GET', base + suffix, (ctx) => handle(ctx, ctx.args)]);
}

/** @type {Route[]} */
export const contentRoutes = [
  ...pagedForms('/upsc-daily-current-affair', ({ fx }, args) => ({
    ...pagedByForm(fx.daily, args),
    todayArticles: fx.daily.filter((a) => a.date === fx.today).length,
    totalArticles: fx.daily.length,
  })),
  [
    'GET',
    '/upsc-daily-current-affairs/:url',
    ({ fx, params }) =>
      detail(
        fx.daily.find((a) => a.articleurl === params.url),
        'Article not found',
      ),
  ],

  ['GET', '/articlesold', ({ fx }) => paged(newestFirst(fx.articles), 1)],
  ['GET', '/articlesold/:x', ({ fx, params }) => paged(newestFirst(fx.articles), parsePage(params.x))],
  [
    'GET',
    '/article/:url',
    ({ fx, params }) =>
      detail(
        fx.articles.find((a) => a.articleurl === params.url),
        'Article not found',
      ),
  ],

  ...pagedForms('/blogs', ({ fx }, args) => pagedByForm(fx.blogs, args)),
  [
    'GET',
    '/blogsearch/:term',
    ({ fx, params }) => {
      const term = params.term.toLowerCase();
      const hit = (/** @type {unknown} */ s) => typeof s === 'string' && s.toLowerCase().includes(term);
      return {
        data: newestFirst(fx.blogs)
          .filter((/** @type {Record<string, unknown>} */ b) => hit(b.title) || hit(b.shortdescription))
          .slice(0, 20),
      };
    },
  ],
  [
    'GET',
    '/blog/:url',
    ({ fx, params }) =>
      detail(
        fx.blogs.find((b) => b.blogurl === params.url),
        'Blog not found',
      ),
  ],

  ['GET', '/currentaffairs', ({ fx }) => ({ data: newestFirst(fx.currentaffairs) })],
  ['GET', '/currentaffairs/:x', ({ fx, params }) => paged(newestFirst(fx.currentaffairs), parsePage(params.x))],

  ['GET', '/mcq', ({ fx }) => paged(newestFirst(fx.mcq), 1)],
  ['GET', '/mcq/:x', ({ fx, params }) => paged(newestFirst(fx.mcq), parsePage(params.x))],

  ['GET', '/videocategory', ({ fx }) => ({ data: fx.videocategory })],
  ['GET', '/video/:id', (ctx) => videos(ctx, {})],
  ['GET', '/video/:id/:limit', (ctx) => videos(ctx, { limit: ctx.params.limit })],
  ['GET', '/video/:id/:a/:b', (ctx) => videos(ctx, { a: ctx.params.a, b: ctx.params.b })],
  ['GET', '/video/:id/:a/:b/:limit', (ctx) => videos(ctx, { ...ctx.params })],
];

/**
 * @param {import('../router.mjs').Ctx} ctx
 * @param {{ a?: string, b?: string, limit?: string }} opts
 */
function videos({ fx, params }, { a, b, limit }) {
  const id = parseId(params.id, 'category id');
  const range = a !== undefined && b !== undefined ? [parseDate(a), parseDate(b)] : null;
  const max = limit !== undefined ? parseLimit(limit) : Infinity;
  let items = newestFirst(fx.videos);
  if (id !== 0) items = items.filter((v) => v.categoryid === id);
  if (range) items = inRange(items, range[0], range[1]);
  return { data: items.slice(0, max) };
}
