import { z } from '@/lib/zod';
import { KINDS, sitemapKinds } from '@/lib/content-types/kinds';
import { SEARCH_KINDS } from '@/lib/search/kinds';
import { createSitemapSources, type SitemapDeps } from '@/lib/seo/sitemap-sources';
import { CONTENT_TYPES, FEED_TYPES, ITEM_TYPES, SEARCHED_TYPES, SITEMAP_TYPES } from '..';
import { slugOf } from '@/lib/content-types/define';
import { articles, daily } from '@/lib/content-types/writing';

/* The descriptors are the one statement of each content type: what the rest derives from them. */
describe('the content types', () => {
  it('describe each kind once, in the route table’s order', () => {
    const kinds = CONTENT_TYPES.map((t) => t.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    expect(kinds.every((kind) => Object.hasOwn(KINDS, kind))).toBe(true);
    expect(kinds).toEqual(Object.keys(KINDS).filter((kind) => kinds.includes(kind as (typeof kinds)[number])));
  });

  it('give every type with pages an address, and the search, sitemaps and feeds their types', () => {
    for (const type of ITEM_TYPES) expect('href' in KINDS[type.kind]).toBe(true);
    expect(SEARCHED_TYPES.map((t) => t.kind)).toEqual(SEARCH_KINDS);
    expect(SITEMAP_TYPES.map((s) => s.part)).toEqual(sitemapKinds().filter((k) => !['pages', 'branches', 'courses'].includes(k)));
    expect(FEED_TYPES.map((t) => t.kind)).toEqual(['daily', 'blogs']);
  });

  it('give every sitemap part of the route table a source', async () => {
    const none = async () => [];
    const content = {
      refs: async () => ({ items: [], total: 0 }),
      all: none,
      page: async () => ({ items: [], total: 0, page: 1, pageSize: 10 }),
      getCourses: none,
      getBranches: none,
      getNavItems: none,
      getLeftFooterLinks: none,
      getRightFooterLinks: none,
    } as unknown as SitemapDeps['content'];
    const { sources } = createSitemapSources({ content });
    expect(Object.keys(sources).sort()).toEqual([...sitemapKinds()].sort());
  });

  it('read an item the same way for every page: the article’s question is its title, its answer the body', () => {
    const item = articles.schema.parse({ ID: 4, articleurl: 'q', question: 'Why?', answer: '<p>Because.</p>', date: '2026-11-01' });
    expect(articles.read(item)).toMatchObject({ id: 4, title: 'Why?', html: '<p>Because.</p>', date: '2026-11-01' });
    expect(slugOf(articles, item)).toBe('q');
    const entry: z.input<typeof daily.schema> = {
      ID: 1,
      articleurl: 'd',
      title: 'T',
      shortdescription: 'S',
      content: '<p>B</p>',
      date: '2026-11-02',
    };
    expect(daily.read(daily.schema.parse(entry))).toMatchObject({ title: 'T', lead: 'S', html: '<p>B</p>' });
  });
});
