import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openContentDatabase } from '@/lib/embedded-api/database';
import { buildDemoContent } from '@/lib/embedded-api/seed';
import { createStore, type Store } from '@/lib/embedded-api/store';

const TODAY = '2026-11-21';
const ARTICLES = 1_500;

/** The daily articles in the contract's order, worked out here from the seed, not by the store. */
function expectedOrder() {
  const seeded = buildDemoContent(TODAY, { dailyArticles: ARTICLES }).dailyArticles;
  return seeded
    .map((item, position) => ({ item, position }))
    .sort((a, b) => (a.item.date === b.item.date ? a.position - b.position : a.item.date < b.item.date ? 1 : -1))
    .map(({ item }) => item.articleurl);
}

describe('embedded store paging', () => {
  let store: Store;
  beforeAll(async () => {
    store = createStore(await openContentDatabase(':memory:', { today: TODAY, dailyArticles: ARTICLES }));
  });
  const order = expectedOrder();
  const slugs = (items: Record<string, unknown>[]) => items.map((i) => i.articleurl);

  it('pages through the whole list newest first, each page the next ten', () => {
    const pages = Math.ceil(order.length / 10);
    for (const page of [1, 2, 77, pages]) {
      const { items, total } = store.page('dailyArticles', page, 10);
      expect(total).toBe(order.length);
      expect(slugs(items)).toEqual(order.slice((page - 1) * 10, page * 10));
    }
    expect(store.page('dailyArticles', pages + 1, 10).items).toEqual([]);
  });

  it('a date range is every article of those days, paged, with its own total', () => {
    const seeded = buildDemoContent(TODAY, { dailyArticles: ARTICLES }).dailyArticles;
    const days = [...new Set(seeded.map((a) => a.date))].sort().reverse();
    const [to, from] = [days[5]!, days[40]!];
    const inRange = order.filter((slug) => {
      const date = seeded.find((a) => a.articleurl === slug)!.date;
      return date >= from && date <= to;
    });
    expect(inRange.length).toBeGreaterThan(20);
    const one = store.page('dailyArticles', 1, 10, { from, to });
    const three = store.page('dailyArticles', 3, 10, { from, to });
    const last = store.page('dailyArticles', Math.ceil(inRange.length / 10), 10, { from, to });
    expect(one.total).toBe(inRange.length);
    expect(slugs(one.items)).toEqual(inRange.slice(0, 10));
    expect(slugs(three.items)).toEqual(inRange.slice(20, 30));
    expect(slugs(last.items)).toEqual(inRange.slice(Math.floor((inRange.length - 1) / 10) * 10));
    expect(store.countOnDay('dailyArticles', TODAY)).toBe(seeded.filter((a) => a.date === TODAY).length);
  });

  it('a range outside the content, or reversed, is empty', () => {
    expect(store.page('dailyArticles', 1, 10, { from: '2001-01-01', to: '2001-12-31' })).toEqual({ items: [], total: 0 });
    expect(store.page('dailyArticles', 1, 10, { from: TODAY, to: '2001-01-01' })).toEqual({ items: [], total: 0 });
    expect(store.page('dailyArticles', 1, 10, { from: '2100-01-01', to: '2100-01-02' }).total).toBe(0);
  });

  it('refs read a run of the list order without bodies', () => {
    expect(store.refs('dailyArticles', 25, 100).map((r) => r.slug)).toEqual(order.slice(100, 125));
    expect(store.refs('dailyArticles', 25, 100)[0]).toEqual({ slug: order[100], date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/) });
    expect(store.count('dailyArticles')).toBe(ARTICLES);
    expect(store.count('courses')).toBeGreaterThan(0);
  });
});

describe('embedded database upgrade', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'store-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reseeds items stored in an older shape and keeps every lead', async () => {
    const file = path.join(dir, 'content.sqlite');
    const old = new Database(file);
    old.exec(`
      CREATE TABLE items (collection TEXT NOT NULL, id INTEGER NOT NULL, position INTEGER NOT NULL, slug TEXT, day TEXT,
        grp INTEGER, search TEXT, data TEXT NOT NULL, PRIMARY KEY (collection, id));
      INSERT INTO items VALUES ('blogs', 1, 0, 'old-blog', '2020-01-01', NULL, '', '{"blogurl":"old-blog"}');
      CREATE TABLE leads (id INTEGER PRIMARY KEY AUTOINCREMENT, endpoint TEXT NOT NULL, body TEXT NOT NULL, received_at TEXT NOT NULL);
      INSERT INTO leads (endpoint, body, received_at) VALUES ('/enquiry', '{"name":"Asha"}', '2026-01-01T00:00:00Z');
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      INSERT INTO meta VALUES ('seeded_on', '2020-01-01');
    `);
    old.close();

    const db = await openContentDatabase(file, { today: TODAY, dailyArticles: 30 });
    const store = createStore(db);
    expect(store.bySlug('blogs', 'old-blog')).toBeUndefined();
    expect(store.count('dailyArticles')).toBe(30);
    expect(db.prepare('SELECT endpoint, body FROM leads').all()).toEqual([{ endpoint: '/enquiry', body: '{"name":"Asha"}' }]);
    db.close();

    const again = await openContentDatabase(file, { today: '2030-01-01', dailyArticles: 5 });
    expect(createStore(again).count('dailyArticles')).toBe(30);
    again.close();
  });
});

describe('embedded database locks', () => {
  it('once open, a lead insert under another process’s write lock gives up after a short wait instead of 10 s', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'content-lock-'));
    const file = path.join(dir, 'content.sqlite');
    const db = await openContentDatabase(file, { today: TODAY, dailyArticles: 10 });
    const other = new Database(file);
    try {
      expect(db.pragma('busy_timeout', { simple: true })).toBe(250);
      other.exec('BEGIN IMMEDIATE');
      expect(() => createStore(db).addLead('getacall', { contact: '9876543210' }, TODAY)).toThrow(/locked|busy/i);
    } finally {
      other.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
