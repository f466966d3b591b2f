import { createRenderStarts, dueForRender } from '../render-start.mjs';

describe('render starts', () => {
  it("gives a key's first pending lookup, once, and now for a key never looked up", () => {
    let clock = 1000;
    const starts = createRenderStarts({ now: () => clock });
    starts.looked('/a');
    clock = 1500;
    starts.looked('/a');
    clock = 2000;
    expect(starts.take('/a')).toBe(1000);
    expect(starts.take('/a')).toBe(2000);
    expect(starts.take('/never')).toBe(2000);
  });

  it('does not trust a lookup older than the window, and a later lookup starts again', () => {
    let clock = 0;
    const starts = createRenderStarts({ windowMs: 100, now: () => clock });
    starts.looked('/a');
    clock = 150;
    expect(starts.take('/a')).toBe(150);
    starts.looked('/a');
    clock = 300;
    starts.looked('/a');
    expect(starts.take('/a')).toBe(300);
  });

  it('keeps at most maxKeys keys, the oldest out first', () => {
    let clock = 0;
    const starts = createRenderStarts({ maxKeys: 3, now: () => clock });
    for (const key of ['/1', '/2', '/3', '/4', '/5']) {
      starts.looked(key);
      clock += 1;
    }
    expect(starts.size).toBe(3);
    expect(starts.take('/1')).toBe(clock);
    expect(starts.take('/5')).toBe(4);
  });
});

describe('dueForRender', () => {
  const at = () => 100_000;
  const page = (lastModified: number) => ({ lastModified, value: { kind: 'APP_PAGE' } });
  const fetched = (lastModified: number, revalidate: number) => ({ lastModified, value: { kind: 'FETCH', revalidate } });

  it('a page within its period is not due, past it is, and one never revalidated never is', () => {
    expect(dueForRender(page(50_000), {}, 60, at)).toBe(false);
    expect(dueForRender(page(30_000), {}, 60, at)).toBe(true);
    expect(dueForRender(page(0), {}, false, at)).toBe(false);
  });

  it('a page whose period is not known counts as due', () => {
    expect(dueForRender(page(99_999), {}, undefined, at)).toBe(true);
  });

  it("a fetch is judged by the request's period, else its own", () => {
    expect(dueForRender(fetched(50_000, 300), {}, undefined, at)).toBe(false);
    expect(dueForRender(fetched(50_000, 300), { revalidate: 10 }, undefined, at)).toBe(true);
  });
});
