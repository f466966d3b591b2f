import type Database from 'better-sqlite3';
import { collections, type CollectionName, type RawItem } from './collections';

export type Range = { from?: string; to?: string };

/** Read queries over the embedded content; every list query is served by an index. */
export function createStore(db: Database.Database) {
  const isDated = (name: CollectionName) => 'date' in collections[name];
  const order = (name: CollectionName) => (isDated(name) ? 'day DESC, position' : 'position');
  const rows = (result: unknown[]) => result.map((r) => JSON.parse((r as { data: string }).data) as RawItem);
  const rangeSql = (range: Range) => (range.from && range.to ? ' AND day >= @from AND day <= @to' : '');
  const params = (name: CollectionName, range: Range, extra: Record<string, unknown> = {}) => ({
    name,
    from: range.from ?? null,
    to: range.to ?? null,
    ...extra,
  });

  return {
    all(name: CollectionName): RawItem[] {
      return rows(db.prepare(`SELECT data FROM items WHERE collection = ? ORDER BY ${order(name)}`).all(name));
    },

    bySlug(name: CollectionName, slug: string): RawItem | undefined {
      return rows(db.prepare('SELECT data FROM items WHERE collection = ? AND slug = ? LIMIT 1').all(name, slug))[0];
    },

    page(name: CollectionName, page: number, pageSize: number, range: Range = {}): { items: RawItem[]; total: number } {
      const where = `collection = @name${rangeSql(range)}`;
      const total = (db.prepare(`SELECT COUNT(*) AS n FROM items WHERE ${where}`).get(params(name, range)) as { n: number }).n;
      const items = rows(
        db
          .prepare(`SELECT data FROM items WHERE ${where} ORDER BY ${order(name)} LIMIT @limit OFFSET @offset`)
          .all(params(name, range, { limit: pageSize, offset: (page - 1) * pageSize })),
      );
      return { items, total };
    },

    /**
     * Slug and date of items in list order, without their bodies: the sitemaps of the
     * embedded source read whole collections this way instead of paging the contract.
     */
    refs(name: CollectionName, limit: number, offset: number): { slug: string; date?: string }[] {
      const result = db
        .prepare(`SELECT slug, day FROM items WHERE collection = ? AND slug IS NOT NULL ORDER BY ${order(name)} LIMIT ? OFFSET ?`)
        .all(name, limit, offset) as { slug: string; day: string | null }[];
      return result.map((r) => (r.day ? { slug: r.slug, date: r.day } : { slug: r.slug }));
    },

    countOnDay(name: CollectionName, day: string): number {
      return (db.prepare('SELECT COUNT(*) AS n FROM items WHERE collection = ? AND day = ?').get(name, day) as { n: number }).n;
    },

    count(name: CollectionName): number {
      return (db.prepare('SELECT COUNT(*) AS n FROM items WHERE collection = ?').get(name) as { n: number }).n;
    },

    /** Case-insensitive substring match on the collection's search fields, newest first. */
    search(name: CollectionName, term: string, limit: number): RawItem[] {
      const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return rows(
        db
          .prepare(`SELECT data FROM items WHERE collection = ? AND search LIKE ? ESCAPE '\\' ORDER BY ${order(name)} LIMIT ?`)
          .all(name, pattern, limit),
      );
    },

    /** Items of one group (0 = every group), optionally in a date range, newest first. */
    grouped(name: CollectionName, group: number, range: Range, limit?: number): RawItem[] {
      const groupSql = group === 0 ? '' : ' AND grp = @group';
      return rows(
        db
          .prepare(
            `SELECT data FROM items WHERE collection = @name${groupSql}${rangeSql(range)} ORDER BY ${order(name)} LIMIT @limit`,
          )
          .all(params(name, range, { group, limit: limit ?? -1 })),
      );
    },

    addLead(endpoint: string, body: unknown, receivedAt: string): void {
      db.prepare('INSERT INTO leads (endpoint, body, received_at) VALUES (?, ?, ?)').run(endpoint, JSON.stringify(body), receivedAt);
    },
  };
}

export type Store = ReturnType<typeof createStore>;
