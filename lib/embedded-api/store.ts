import type Database from 'better-sqlite3';
import type { CollectionName, RawItem } from './collections';

export type Range = { from?: string; to?: string };

/** A run of items in list order: ranks `first` to `first + total - 1`. */
type Span = { first: number; total: number };

/**
 * Read queries over the embedded content. Every list query seeks the `rank` index (see
 * database.ts), so its cost does not grow with the size of the collection.
 */
export function createStore(db: Database.Database) {
  const rows = (result: unknown[]) => result.map((r) => JSON.parse((r as { data: string }).data) as RawItem);
  const statement = cached(db);
  const rank = (sql: string, ...args: unknown[]) => (statement(sql).get(...args) as { rank: number } | undefined)?.rank;

  const count = (name: CollectionName): number =>
    (rank('SELECT rank FROM items WHERE collection = ? ORDER BY rank DESC LIMIT 1', name) ?? -1) + 1;

  /** The items dated from `from` to `to`: newest first, so their ranks follow one another. */
  const span = (name: CollectionName, range: Range): Span => {
    if (!range.from || !range.to) return { first: 0, total: count(name) };
    const first = rank(
      'SELECT rank FROM items WHERE collection = ? AND day <= ? AND day >= ? ORDER BY day DESC, rank LIMIT 1',
      name,
      range.to,
      range.from,
    );
    const last = rank(
      'SELECT rank FROM items WHERE collection = ? AND day >= ? AND day <= ? ORDER BY day, rank DESC LIMIT 1',
      name,
      range.from,
      range.to,
    );
    return first === undefined || last === undefined ? { first: 0, total: 0 } : { first, total: last - first + 1 };
  };

  return {
    all(name: CollectionName): RawItem[] {
      return rows(statement('SELECT data FROM items WHERE collection = ? ORDER BY rank').all(name));
    },

    bySlug(name: CollectionName, slug: string): RawItem | undefined {
      return rows(statement('SELECT data FROM items WHERE collection = ? AND slug = ? LIMIT 1').all(name, slug))[0];
    },

    page(name: CollectionName, page: number, pageSize: number, range: Range = {}): { items: RawItem[]; total: number } {
      const { first, total } = span(name, range);
      const start = first + (page - 1) * pageSize;
      const end = Math.min(start + pageSize, first + total);
      const items = rows(
        statement('SELECT data FROM items WHERE collection = ? AND rank >= ? AND rank < ? ORDER BY rank').all(name, start, end),
      );
      return { items, total };
    },

    /**
     * Slug and date of the items ranked `offset` to `offset + limit - 1`, without their bodies:
     * how the router answers many pages of addresses at once (sitemaps, `refPages`).
     */
    refs(name: CollectionName, limit: number, offset: number): { slug: string; date?: string }[] {
      const result = statement(
        'SELECT slug, day FROM items WHERE collection = ? AND rank >= ? AND rank < ? AND slug IS NOT NULL ORDER BY rank',
      ).all(name, offset, offset + limit) as { slug: string; day: string | null }[];
      return result.map((r) => (r.day ? { slug: r.slug, date: r.day } : { slug: r.slug }));
    },

    countOnDay(name: CollectionName, day: string): number {
      return span(name, { from: day, to: day }).total;
    },

    count,

    /** Case-insensitive substring match on the collection's search fields, newest first. */
    search(name: CollectionName, term: string, limit: number): RawItem[] {
      const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return rows(
        statement(`SELECT data FROM items WHERE collection = ? AND search LIKE ? ESCAPE '\\' ORDER BY rank LIMIT ?`).all(
          name,
          pattern,
          limit,
        ),
      );
    },

    /** Items of one group (0 = every group), optionally in a date range, newest first. */
    grouped(name: CollectionName, group: number, range: Range, limit?: number): RawItem[] {
      const groupSql = group === 0 ? '' : ' AND grp = @group';
      const rangeSql = range.from && range.to ? ' AND day >= @from AND day <= @to' : '';
      return rows(
        statement(`SELECT data FROM items WHERE collection = @name${groupSql}${rangeSql} ORDER BY rank LIMIT @limit`).all({
          name,
          group,
          from: range.from ?? null,
          to: range.to ?? null,
          limit: limit ?? -1,
        }),
      );
    },

    addLead(endpoint: string, body: unknown, receivedAt: string): void {
      statement('INSERT INTO leads (endpoint, body, received_at) VALUES (?, ?, ?)').run(endpoint, JSON.stringify(body), receivedAt);
    },
  };
}

/** Prepares each distinct statement once: preparing costs more than most of these queries. */
function cached(db: Database.Database) {
  const prepared = new Map<string, Database.Statement>();
  return (sql: string) => {
    let found = prepared.get(sql);
    if (!found) {
      found = db.prepare(sql);
      prepared.set(sql, found);
    }
    return found;
  };
}

export type Store = ReturnType<typeof createStore>;
