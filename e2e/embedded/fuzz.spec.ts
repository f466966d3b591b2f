import { expect, test } from '@/test-support/e2e/test';

/*
 * Hostile input of every kind — malformed paths, query strings and form bodies — must get a
 * clear 4xx (or a page), never a 5xx, and the server must still answer afterwards.
 * Deterministic: a seeded generator, so a failure can be replayed.
 */
test.describe.configure({ mode: 'serial' });

function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return { next, pick };
}

const HOSTILE = [
  '%00',
  '%ZZ',
  '%',
  '..%2F..%2Fetc%2Fpasswd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  'a'.repeat(3000),
  '😀🔥',
  'सामान्य',
  '%E0%A4',
  '%C0%AE',
  'null',
  'undefined',
  '-1',
  '0',
  '999999999999999999999',
  '1e9',
  'NaN',
  '2025-02-30',
  '..',
  '.',
  '%2e%2e',
  '~',
  '$',
  '{}',
  '[]',
  'javascript:alert(1)',
  'http://evil.example',
  '\\',
  '%5C',
  ';',
  '&',
  '=',
  '#',
  '?',
  '%3F',
  '%23',
  ' ',
  '%20',
  '\t',
];
const ROUTES = [
  '/blog/{x}',
  '/blogs/page/{x}',
  '/upsc-daily-current-affairs/{x}/',
  '/upsc-daily-current-affair/page/{x}',
  '/article/{x}/',
  '/articles/page/{x}',
  '/course-details/{x}',
  '/Course-details/{x}',
  '/test-series/{x}',
  '/explore/{x}',
  '/about/{x}',
  '/upsc/{x}',
  '/{x}',
  '/course/{x}',
  '/testseries/{x}',
  '/api/content/{x}',
  '/api/content/blogs/{x}',
  '/api/content/blogs/{x}/{x}',
  '/api/content/video/{x}/{x}',
  '/api/content/course-details/{x}/{x}',
  '/api/content/blogsearch/{x}',
  '/api/lists/blogs?q={x}',
  '/blogs?from={x}&to={x}',
  '/videos?category={x}',
  '/mcq?page={x}',
  '/current-affairs?month={x}',
  '/upsc-daily-current-affair?from={x}&to={x}',
  '/blogs?q={x}',
  '/?utm_source={x}',
  '/{x}/{x}/{x}',
];
const BODIES = [
  '',
  '{',
  'null',
  '[]',
  '"text"',
  '{"form":"page"}',
  '{"contact":12345678901234567890}',
  '{"name":{"$gt":""}}',
  JSON.stringify({ name: 'a'.repeat(5000) }),
  JSON.stringify({ form: 'modal', name: '<img src=x onerror=alert(1)>', email: 'a@b.c', contact: '9876543210', website: '' }),
  '\u0000\u0001',
  'a=b&c=d',
  JSON.stringify({ event: 'click', url: 'x'.repeat(5000) }),
  JSON.stringify({ tag: 'x', secret: 'nope' }),
];
const POSTS = [
  '/api/enquiry',
  '/api/callback',
  '/api/track',
  '/api/revalidate',
  '/api/content/queryform',
  '/api/content/getacall',
  '/api/content/queryform_google',
];

test('thousands of malformed requests: no 5xx, no crash', async ({ request, baseURL }) => {
  test.setTimeout(300_000);
  const { pick, next } = generator(20261121);
  const failures: string[] = [];
  const jobs: (() => Promise<void>)[] = [];
  for (let i = 0; i < 1600; i++) {
    const path = pick(ROUTES).replace(/\{x\}/g, () => pick(HOSTILE));
    jobs.push(async () => {
      // Absolute, so that a path starting '//' stays a path and is not read as a host.
      const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0, failOnStatusCode: false, timeout: 20_000 });
      if (response.status() >= 500) failures.push(`GET ${path.slice(0, 120)} → ${response.status()}`);
    });
  }
  for (let i = 0; i < 600; i++) {
    const url = pick(POSTS);
    const body = pick(BODIES);
    const contentType = next() < 0.8 ? 'application/json' : pick(['text/plain', 'application/x-www-form-urlencoded', '']);
    jobs.push(async () => {
      const response = await request.post(url, {
        data: body,
        headers: { 'content-type': contentType, 'x-forwarded-for': `10.66.${i % 250}.${Math.floor(i / 250)}` },
        failOnStatusCode: false,
        timeout: 20_000,
      });
      if (response.status() >= 500) failures.push(`POST ${url} ${body.slice(0, 60)} → ${response.status()}`);
    });
  }
  const queue = [...jobs];
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) await job();
    }),
  );
  expect(failures).toEqual([]);
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
});
