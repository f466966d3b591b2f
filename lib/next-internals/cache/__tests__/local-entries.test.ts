import { createLocalEntries } from '../local-entries.mjs';
import { storedTags } from '../revalidation-clock.mjs';

const page = (html: string, tags: string) => ({ kind: 'APP_PAGE', html, headers: { 'x-next-cache-tags': tags } });

describe('local cache entries (while Redis is unreachable)', () => {
  it('serves what was remembered until a tag of the entry is revalidated', () => {
    let clock = 1000;
    const local = createLocalEntries({ now: () => clock });
    const value = page('<p>old</p>', '_N_T_/layout,_N_T_/blog/a,blog:a');
    local.remember('/blog/a', { value, lastModified: clock, tags: storedTags(value, {}) });
    clock += 10;
    expect(local.get('/blog/a', { kind: 'APP_PAGE' })?.value).toBe(value);
    local.revalidate(['blog:b']);
    expect(local.get('/blog/a', { kind: 'APP_PAGE' })?.value).toBe(value);
    clock += 10;
    local.revalidate(['blog:a']);
    expect(local.get('/blog/a', { kind: 'APP_PAGE' })).toBeNull();
  });

  it('drops a data answer whose page path (a soft tag Next passes on reading) was revalidated', () => {
    let clock = 1000;
    const local = createLocalEntries({ now: () => clock });
    local.remember('fetch-key', { value: { kind: 'FETCH' }, lastModified: clock, tags: ['blogs'] });
    clock += 10;
    local.revalidate(['_N_T_/blogs']);
    expect(local.get('fetch-key', { kind: 'FETCH', tags: ['blogs'], softTags: ['_N_T_/layout'] })).not.toBeNull();
    expect(local.get('fetch-key', { kind: 'FETCH', tags: ['blogs'], softTags: ['_N_T_/blogs'] })).toBeNull();
  });

  it('keeps an entry written after the revalidation', () => {
    let clock = 1000;
    const local = createLocalEntries({ now: () => clock });
    local.revalidate(['blogs']);
    clock += 1;
    local.remember('k', { value: { kind: 'FETCH' }, lastModified: clock, tags: ['blogs'] });
    expect(local.get('k', { kind: 'FETCH', tags: ['blogs'] })).not.toBeNull();
  });

  it('holds at most maxEntries, forgetting the least recently used', () => {
    const local = createLocalEntries({ maxEntries: 2 });
    for (const key of ['a', 'b']) local.remember(key, { value: key, lastModified: 1, tags: [] });
    local.get('a', {});
    local.remember('c', { value: 'c', lastModified: 1, tags: [] });
    expect(local.size).toBe(2);
    expect(local.get('b', {})).toBeNull();
    expect(local.get('a', {})).not.toBeNull();
  });
});
