import { buildDailyArticles } from '@/lib/embedded-api/seed/daily-current-affairs';

describe('the demo daily current affairs', () => {
  // 120 entries over 32 topics: a crawler saw one title on six pages before the date was in it.
  it('give every entry its own page title and description, though topics come back on other days', () => {
    const entries = buildDailyArticles('2026-11-29');
    expect(new Set(entries.map((e) => e.metatitle)).size).toBe(entries.length);
    expect(new Set(entries.map((e) => e.metadescription)).size).toBe(entries.length);
    for (const e of entries) expect(String(e.metadescription).length).toBeLessThanOrEqual(160);
  });
});
