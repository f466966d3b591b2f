// Self-check of the fake upstream: starts it on free ports, exercises representative endpoints and
// control modes, prints "N passed, M failed" and exits non-zero on failure.
//   node test-support/fake-upstream/selfcheck.mjs

import assert from 'node:assert/strict';
import { startFakeUpstream } from './server.mjs';
import { MARKERS, SPEC_SITE_FIELDS } from './fixtures.mjs';
import { addDays } from './lib.mjs';

const up = await startFakeUpstream({ port: 0, controlPort: 0 });
const fx = up.fixtures();
const today = fx.today;
let passed = 0;
let failed = 0;

/** @param {string} name @param {() => Promise<void>} fn */
async function check(name, fn) {
  try {
    await fn();
    passed++;
  } catch (err) {
    failed++;
    console.error(`FAIL ${name}\n  ${err?.stack ?? err}`);
  }
}

/** @param {string} path @param {RequestInit & { timeoutMs?: number }} [init] */
async function api(path, init = {}) {
  const res = await fetch(up.url + path, { ...init, signal: AbortSignal.timeout(init.timeoutMs ?? 3000) });
  const text = await res.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, type: res.headers.get('content-type') ?? '', text, json };
}
/** @param {string} path @param {unknown} body @param {number} [timeoutMs] */
const post = (path, body, timeoutMs) =>
  api(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    timeoutMs,
  });
/** @param {string} path @param {unknown} [body] */
async function control(path, body) {
  const res = await fetch(up.controlUrl + path, body === undefined ? {} : { method: 'POST', body: JSON.stringify(body) });
  return { status: res.status, json: await res.json() };
}
const enquiry = {
  name: 'Fake Tester',
  contact: '9876543210',
  email: 'tester@example.com',
  query: 'Without Query Box Form',
  pagename: 'Home',
  pagurl: 'http://localhost/',
};

await check('site details: list envelope, JSON type, string and number flags', async () => {
  const r = await api('/webdetails');
  assert.equal(r.status, 200);
  assert.equal(r.type, 'application/json; charset=utf-8');
  assert.equal(r.json.data[0].webnotification, '1');
  assert.equal(r.json.data[0].getacall_display, 1);
});
await check('branches: pseudo first entry then IDs 1-4', async () => {
  const r = await api('/branches');
  assert.deepEqual(
    r.json.data.map((b) => [b.ID, b.branchurl]),
    [
      [0, 'all-branches'],
      [1, 'old-rajinder-nagar'],
      [2, 'mukherjee-nagar'],
      [3, 'pune'],
      [4, 'hyderabad'],
    ],
  );
});
await check('branch by url: object data with branch and its courses; unknown → 404', async () => {
  const r = await api('/branches/pune');
  assert.equal(r.json.statusCode, 200);
  assert.equal(r.json.data.branch.ID, 3);
  assert.ok(r.json.data.courses.length > 0 && r.json.data.courses.every((c) => c.branchids.includes(3)));
  assert.equal((await api('/branches/all-branches')).json.data.courses.length, fx.courses.length);
  const miss = await api('/branches/nowhere');
  assert.equal(miss.status, 404);
  assert.equal(miss.json.statusCode, 404);
  assert.equal(typeof miss.json.error, 'string');
});
await check('course list: courses first, then test series', async () => {
  const types = (await api('/course')).json.data.map((c) => c.coursetype);
  assert.deepEqual(
    types,
    [...types].sort((a, b) => (a === b ? 0 : a === 'course' ? -1 : 1)),
  );
  assert.ok(types.includes('testseries'));
});
await check('course details: packages, flattened batches, faculty, branchdata', async () => {
  const { data } = (await api(`/course-details/${MARKERS.course.slug}`)).json;
  assert.equal(data.course.coursename, MARKERS.course.name);
  assert.equal(data.packages[0].packagename, MARKERS.course.packageName);
  assert.equal(data.batches.length, data.course.totalBatch);
  assert.ok(data.faculty.length > 0);
  assert.deepEqual(
    data.branchdata.map((b) => b.ID),
    [1, 2, 3],
  );
  assert.equal(data.branchnames, undefined);
});
await check('course details by branch: batches limited, branchnames, bad id → 400, no batches → []', async () => {
  const { data } = (await api(`/course-details/${MARKERS.course.slug}/3`)).json;
  assert.ok(data.batches.length > 0 && data.batches.every((b) => b.branchid === 3));
  assert.ok(data.packages.flatMap((p) => p.batches).every((b) => b.branchid === 3));
  assert.deepEqual(data.branchnames, ['Old Rajinder Nagar', 'Mukherjee Nagar', 'Pune']);
  assert.equal((await api(`/course-details/${MARKERS.course.slug}/0`)).json.data.batches.length, data.course.totalBatch);
  assert.equal((await api(`/course-details/${MARKERS.course.slug}/abc`)).status, 400);
  assert.equal((await api(`/course-details/${MARKERS.course.slug}/-1`)).status, 400);
  const none = await api(`/course-details/${MARKERS.course.slug}/99`);
  assert.equal(none.status, 200);
  assert.deepEqual(none.json.data.batches, []);
});
await check('course edge cases: no packages, empty batches, unknown slug → 404', async () => {
  assert.deepEqual((await api(`/course-details/${MARKERS.courseWithoutPackages.slug}`)).json.data.packages, []);
  const empty = (await api(`/course-details/${MARKERS.courseWithEmptyBatches.slug}`)).json.data;
  assert.deepEqual(empty.packages[0].batches, []);
  assert.equal(empty.course.totalBatch, 0);
  assert.equal((await api(`/course-details/${MARKERS.missingSlug}`)).status, 404);
});
await check('daily current affairs: paging, counts, past the end, bad page → 400', async () => {
  const p1 = (await api('/upsc-daily-current-affair')).json;
  assert.deepEqual([p1.total, p1.page, p1.pageSize, p1.todayArticles, p1.totalArticles], [23, 1, 10, 3, 23]);
  assert.equal(p1.data[0].date, today);
  assert.equal((await api('/upsc-daily-current-affair/3')).json.data.length, 3);
  const past = await api('/upsc-daily-current-affair/4');
  assert.equal(past.status, 200);
  assert.deepEqual(past.json.data, []);
  for (const bad of ['0', 'abc', '-1', '1.5']) assert.equal((await api(`/upsc-daily-current-affair/${bad}`)).status, 400, bad);
});
await check('date ranges: inclusive, start after end → [], impossible date → 400', async () => {
  const r = (await api(`/upsc-daily-current-affair/${addDays(today, -1)}/${today}`)).json;
  assert.equal(r.total, 5);
  assert.equal(r.todayArticles, 3);
  assert.equal(r.totalArticles, 23);
  assert.equal((await api(`/blogs/${today}/${addDays(today, -1)}`)).json.total, 0);
  assert.equal((await api('/blogs/2025-02-30/2025-03-01')).status, 400);
  assert.equal((await api(`/blogs/2019-07-01/${today}/2`)).json.data.length, 2);
});
await check('blog search: case-insensitive, percent-encoded Hindi term, no match → []', async () => {
  const hits = (await api(`/blogsearch/${MARKERS.blog.searchTerm.toUpperCase()}`)).json.data;
  assert.equal(hits.length, MARKERS.blog.searchHits);
  assert.ok(hits[0].date >= hits[1].date);
  assert.equal((await api(`/blogsearch/${encodeURIComponent('प्रस्तावना')}`)).json.data.length, 1);
  assert.deepEqual((await api('/blogsearch/zzzz-nothing')).json, { data: [] });
});
await check('detail envelope with hostile HTML; seoterms case-sensitive and decoded', async () => {
  const r = (await api(`/blog/${MARKERS.blog.hostile}`)).json;
  assert.equal(r.statusCode, 200);
  assert.equal(r.data.length, 1);
  assert.match(r.data[0].content, /<script>alert\(1\)/);
  assert.equal((await api('/seoterms/Branches')).status, 200);
  assert.equal((await api('/seoterms/branches')).status, 404);
  assert.equal((await api('/seoterms/appsc%2Dmagazine')).json.data[0].page, 'appsc-magazine');
});
await check('videos: categories, limit, ranges, unknown category → [], bad params → 400', async () => {
  assert.deepEqual(
    (await api('/videocategory')).json.data.map((c) => c.ID),
    [31, 4, 8, 23, 34, 35, 39, 40, 41],
  );
  assert.equal((await api('/video/0')).json.data.length, MARKERS.video.total);
  assert.ok((await api('/video/31')).json.data.every((v) => v.categoryid === 31));
  assert.equal((await api('/video/0/3')).json.data.length, 3);
  assert.equal((await api(`/video/0/${addDays(today, -10)}/${today}`)).json.data.length, 3);
  assert.equal((await api(`/video/0/${addDays(today, -10)}/${today}/2`)).json.data.length, 2);
  assert.deepEqual((await api('/video/999')).json.data, []);
  for (const bad of ['/video/0/0', '/video/0/101', '/video/x', '/video/-1']) assert.equal((await api(bad)).status, 400, bad);
});
await check('other paged and plain lists', async () => {
  assert.equal((await api('/articlesold/2')).json.data.length, 1);
  assert.equal((await api('/mcq/2')).json.total, 12);
  const digests = (await api('/currentaffairs')).json;
  assert.equal(digests.data.length, 11);
  assert.equal(digests.total, undefined);
  assert.equal((await api('/upsc/referal-policy')).json.data[0].pageurl, 'referal-policy');
  assert.equal((await api('/appscMagazine')).status, 200);
});
await check('unknown path → 404, wrong method → 405', async () => {
  assert.equal((await api('/nothing-here')).status, 404);
  assert.equal((await api('/blogs/')).status, 404);
  const r = await api('/webdetails', { method: 'POST' });
  assert.deepEqual([r.status, r.json], [405, { statusCode: 405, error: 'Method not allowed' }]);
  assert.equal((await api('/getacall')).status, 405);
});
await check('forms: accepted bodies and validation errors', async () => {
  assert.deepEqual((await post('/queryform', enquiry)).json, { statusCode: 200, message: 'Query Submit Successfully' });
  const { pagurl, ...rest } = enquiry;
  assert.equal((await post('/queryform_google', { ...rest, pageurl: pagurl, contact: 9876543210 })).status, 200);
  assert.equal((await post('/queryform_google', enquiry)).json.error, 'pageurl is required');
  assert.equal((await post('/queryform', { ...enquiry, contact: '98765' })).json.error, 'Contact number must be 10 digits');
  assert.equal((await post('/queryform', { ...enquiry, email: 'a@b' })).json.error, 'Invalid email format');
  assert.equal((await post('/queryform', { ...enquiry, name: '' })).json.error, 'name is required');
  assert.deepEqual((await post('/queryform', 'not json')).json, { statusCode: 400, error: 'Body must be JSON' });
  assert.deepEqual((await post('/getacall', { contact: 9876543210 })).json, { statusCode: 200, message: 'Request submitted successfully' });
  assert.equal((await post('/getacall', { contact: '12345' })).json.error, 'Please enter a valid mobile number');
  const leads = (await control('/leads')).json;
  assert.deepEqual(
    leads.map((l) => l.endpoint),
    ['queryform', 'queryform_google', 'getacall'],
  );
  assert.ok(!Number.isNaN(Date.parse(leads[0].at)));
});
await check('media: any name answers a PNG', async () => {
  const res = await fetch(fx.courses[0].pic);
  assert.equal(res.headers.get('content-type'), 'image/png');
  assert.deepEqual([...new Uint8Array(await res.arrayBuffer()).slice(1, 4)], [0x50, 0x4e, 0x47]);
});
await check('call counts', async () => {
  const calls = (await control('/calls')).json;
  assert.equal(calls['GET /webdetails'], 1);
  assert.equal(calls['POST /queryform'], 5);
});
await check('modes error500 / error503html / nonjson / empty-body; forms unaffected', async () => {
  await control('/state', { mode: 'error500' });
  assert.deepEqual([(await api('/course')).status, (await api('/course')).json.statusCode], [500, 500]);
  assert.equal((await post('/getacall', { contact: '9876543210' })).status, 200);
  await control('/state', { mode: 'error503html' });
  const r503 = await api('/course');
  assert.deepEqual([r503.status, r503.json, r503.type.startsWith('text/html')], [503, undefined, true]);
  await control('/state', { mode: 'nonjson' });
  const html = await api('/course');
  assert.deepEqual([html.status, html.json], [200, undefined]);
  await control('/state', { mode: 'empty-body' });
  const empty = await api('/course');
  assert.deepEqual([empty.status, empty.text], [502, '']);
});
await check('mode stall: no answer; delayMs adds latency', async () => {
  await control('/state', { mode: 'stall' });
  await assert.rejects(api('/course', { timeoutMs: 300 }), { name: 'TimeoutError' });
  await control('/state', { mode: 'up', delayMs: 250 });
  const t0 = Date.now();
  assert.equal((await api('/course')).status, 200);
  assert.ok(Date.now() - t0 >= 240);
  await control('/state', { delayMs: 0 });
});
await check('mode refuse: connection refused; back to up works on the same port', async () => {
  assert.equal((await control('/state', { mode: 'refuse' })).json.mode, 'refuse');
  await assert.rejects(api('/course'), (err) => err.cause?.code === 'ECONNREFUSED');
  await control('/state', { mode: 'up' });
  assert.equal((await api('/course')).status, 200);
});
await check('formMode reject400 / error500 / stall', async () => {
  await control('/state', { formMode: 'reject400' });
  assert.equal((await post('/getacall', { contact: '9876543210' })).status, 400);
  await control('/state', { formMode: 'reject400-bare' });
  const bare = await post('/getacall', { contact: '9876543210' });
  assert.deepEqual([bare.status, bare.json], [400, { statusCode: 400 }]);
  await control('/state', { formMode: 'error500' });
  assert.equal((await post('/getacall', { contact: '9876543210' })).status, 500);
  assert.equal((await api('/course')).status, 200);
  await control('/state', { formMode: 'stall' });
  await assert.rejects(post('/getacall', { contact: '9876543210' }, 300), { name: 'TimeoutError' });
  assert.equal((await api('/course')).status, 200);
  await control('/state', { formMode: 'up' });
});
await check('fail-next: N failures then success; status 0 drops; accept records the lead', async () => {
  await control('/reset', {});
  await control('/fail-next', { path: '/getacall', status: 503, times: 2 });
  assert.equal((await post('/getacall', { contact: '9876543210' })).status, 503);
  assert.equal((await post('/getacall', { contact: '9876543210' })).status, 503);
  assert.equal((await post('/getacall', { contact: '9876543210' })).status, 200);
  await control('/fail-next', { path: '/api/queryform', status: 0, accept: true });
  await assert.rejects(post('/queryform', enquiry));
  assert.deepEqual(
    (await control('/leads')).json.map((l) => l.endpoint),
    ['getacall', 'queryform'],
  );
  await control('/fail-next', { path: '/blog/anything', status: 200, bodyStatus: 404 });
  const said404 = await api('/blog/anything');
  assert.deepEqual([said404.status, said404.json.statusCode], [200, 404]);
});
await check('scenario spec-fields: the site details carry only the listed fields', async () => {
  await control('/state', { scenario: 'spec-fields' });
  const w = (await api('/webdetails')).json.data[0];
  assert.ok(Object.keys(w).length > 10);
  assert.deepEqual(
    Object.keys(w).filter((k) => !SPEC_SITE_FIELDS.includes(k)),
    [],
  );
  assert.equal(w.tawk_display, '1');
  await control('/state', { scenario: 'default' });
});
await check('scenario flags-off', async () => {
  await control('/state', { scenario: 'flags-off' });
  const w = (await api('/webdetails')).json.data[0];
  assert.deepEqual([w.webnotification, w.getacall_display, w.needupsc_display, w.tawk_display].map(Number), [0, 0, 0, 0]);
  const h = (await api('/indexpagecontent')).json.data[0];
  assert.deepEqual([h.showcourseindex, h.showaboutindex, h.hide1, h.hide2, h.hide3, h.hide4], [0, '0', 1, '1', 2, 'x']);
});
await check('scenario empty: empty lists, zero counts, details 404', async () => {
  await control('/state', { scenario: 'empty' });
  for (const p of ['/webdetails', '/indexpagecontent', '/abouthome', '/course', '/branches', '/video/0', '/faq']) {
    assert.deepEqual((await api(p)).json.data, [], p);
  }
  const d = (await api('/upsc-daily-current-affair')).json;
  assert.deepEqual([d.total, d.todayArticles, d.totalArticles], [0, 0, 0]);
  assert.equal((await api(`/course-details/${MARKERS.course.slug}`)).status, 404);
});
await check('control: invalid state → 400; reset → defaults, counts and leads cleared', async () => {
  assert.equal((await control('/state', { mode: 'sideways' })).status, 400);
  assert.equal((await control('/state', { moed: 'up' })).status, 400);
  assert.deepEqual((await control('/reset', {})).json, { mode: 'up', delayMs: 0, scenario: 'default', formMode: 'up' });
  assert.deepEqual((await control('/calls')).json, {});
  assert.deepEqual((await control('/leads')).json, []);
  assert.equal((await api('/course')).json.data.length, fx.courses.length);
});

await up.close();
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
