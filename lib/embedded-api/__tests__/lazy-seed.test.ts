import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/*
 * The demo content is most of the embedded API's code: it must load only to fill an empty
 * database, never in a server that opens a database filled before (or reads the institute's API,
 * which opens none). Each opening runs in a fresh module registry, counting loads of the seed.
 */
async function seedLoadsWhileOpening(file: string): Promise<number> {
  let loads = 0;
  await jest.isolateModulesAsync(async () => {
    jest.doMock('../seed', () => {
      loads += 1;
      return jest.requireActual<typeof import('@/lib/embedded-api/seed')>('../seed');
    });
    const { openContentDatabase } = await import('@/lib/embedded-api/database');
    (await openContentDatabase(file, { today: '2026-11-21', dailyArticles: 5 })).close();
  });
  return loads;
}

describe('the demo seed', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'seed-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is loaded to fill an empty database, and not when a filled one is opened', async () => {
    const file = path.join(dir, 'content.sqlite');
    expect(await seedLoadsWhileOpening(file)).toBe(1);
    expect(await seedLoadsWhileOpening(file)).toBe(0);
  });
});
