import { todayInIndia } from '../../dates';
import { createContentApi } from '../api';
import { createContentClient } from '../client';
import type { ContentAnswer, Transport } from '../transport';
import { articles, blogs, daily, essays, explorations, mcqs } from '@/lib/content-types/writing';

/*
 * One contract suite (docs/content-contract.md) for every source: the embedded API in-process, the
 * embedded API over HTTP, and the independent fake upstream. It asserts the contract's
 * rules, never one source's data, so each source is held to the same answers.
 */
type Body = Record<string, unknown> & { data?: unknown; statusCode?: unknown; error?: unknown };
type Item = Record<string, unknown>;

export type ContractTarget = {
  transport: Transport;
  /** POSTs a body as-is, to see what the source does with broken JSON. */
  postRaw: (path: string, raw: string) => Promise<ContentAnswer>;
};

type Answer = ContentAnswer & { body: Body };

/**
 * `writes: false` for the embedded API over HTTP, whose write paths are closed (leads reach it
 * in-process through the form endpoints): its forms are held to the contract in-process.
 */
export function defineContractSuite(label: string, target: () => ContractTarget, { writes = true } = {}) {
  const get = async (path: string) => (await target().transport({ method: 'GET', path })) as Answer;
  const post = async (path: string, body: unknown) => (await target().transport({ method: 'POST', path, body })) as Answer;
  const postRaw = async (path: string, raw: string) => (await target().postRaw(path, raw)) as Answer;
  const items = (b: Body) => b.data as Item[];
  const api = () => createContentApi(createContentClient(target().transport));

  const expectFailure = (answer: Answer, status: number) => {
    expect(answer.status).toBe(status);
    expect(answer.body.statusCode).toBe(status);
    expect(typeof answer.body.error).toBe('string');
  };
  const expectNewestFirst = (list: Item[]) => {
    const dates = list.map((i) => String(i.date));
    expect([...dates].sort().reverse()).toEqual(dates);
  };

  describe(`content API contract: ${label}`, () => {
    describe('list envelopes', () => {
      it.each([
        '/webdetails',
        '/newsheadline',
        '/topnavbar',
        '/leftfooterbar',
        '/rightfooterbar',
        '/headerbar',
        '/indexpagecontent',
        '/abouthome',
        '/testimonials',
        '/branches',
        '/course',
        '/faculty',
        '/faq',
        '/interviewcontent',
        '/interviewpanel',
        '/magazine',
        '/weeklymagazine',
        '/appscMagazine',
        '/generalessay',
        '/books',
        '/videocategory',
        '/exploration',
        '/currentaffairs',
      ])('%s answers { data: [...] }', async (path) => {
        const answer = await get(path);
        expect(answer.status).toBe(200);
        expect(Array.isArray(answer.body.data)).toBe(true);
      });
    });

    describe('paged lists', () => {
      it.each(['/blogs', '/upsc-daily-current-affair', '/articlesold', '/mcq', '/currentaffairs/1'])(
        '%s has page size 10',
        async (path) => {
          const { status, body } = await get(path);
          expect(status).toBe(200);
          expect(body).toMatchObject({ page: 1, pageSize: 10 });
          expect(items(body).length).toBeLessThanOrEqual(10);
          expect(Number(body.total)).toBeGreaterThanOrEqual(items(body).length);
        },
      );

      it('page 2 continues page 1, newest first', async () => {
        const one = await get('/blogs');
        const two = await get('/blogs/2');
        expect(two.body.page).toBe(2);
        const all = [...items(one.body), ...items(two.body)];
        expectNewestFirst(all);
        expect(new Set(all.map((i) => i.ID)).size).toBe(all.length);
      });

      it('a page past the end answers 200 with no data', async () => {
        const { status, body } = await get('/blogs/999');
        expect(status).toBe(200);
        expect(body.data).toEqual([]);
      });

      it('date ranges are inclusive and filter on date', async () => {
        const first = items((await get('/blogs')).body)[0];
        const day = String(first?.date);
        const { body } = await get(`/blogs/${day}/${day}`);
        expect(items(body).length).toBeGreaterThan(0);
        expect(items(body).every((i) => i.date === day)).toBe(true);
        expect(items(body).map((i) => i.ID)).toContain(first?.ID);
      });

      it('a start after the end gives an empty list', async () => {
        const { status, body } = await get('/blogs/2025-12-31/2025-01-01');
        expect(status).toBe(200);
        expect(body.data).toEqual([]);
      });

      it('the daily list counts today and all articles', async () => {
        const today = todayInIndia();
        const all = await get('/upsc-daily-current-affair');
        const todays = await get(`/upsc-daily-current-affair/${today}/${today}`);
        expect(all.body.todayArticles).toBe(todays.body.total);
        expect(all.body.totalArticles).toBe(all.body.total);
        expect(todays.body.totalArticles).toBe(all.body.total);
        expect(Number(all.body.todayArticles)).toBeGreaterThan(0);
        expectNewestFirst(items(all.body));
      });
    });

    describe('malformed parameters answer 400', () => {
      it.each([
        '/blogs/0',
        '/blogs/abc',
        '/blogs/-1',
        '/blogs/2025-02-30/2025-03-01',
        '/blogs/2025-01-01/2025-13-01',
        '/blogs/2025-01-01/2025-02-01/0',
        '/upsc-daily-current-affair/x',
        '/articlesold/1.5',
        '/mcq/0',
        '/video/abc',
        '/video/0/0',
        '/video/0/101',
        '/video/-1/5',
        '/course-details/x/abc',
        '/course-details/x/-2',
      ])('%s', async (path) => {
        expectFailure(await get(path), 400);
      });
    });

    describe('details', () => {
      it.each([
        ['/blog/', '/blogs', 'blogurl'],
        ['/upsc-daily-current-affairs/', '/upsc-daily-current-affair', 'articleurl'],
        ['/article/', '/articlesold', 'articleurl'],
        ['/explore/', '/exploration', 'exploreurl'],
      ])('%s{slug} answers { statusCode: 200, data: [item] }', async (detailBase, listPath, slugField) => {
        const first = items((await get(listPath)).body)[0];
        const slug = String(first?.[slugField]);
        const { status, body } = await get(detailBase + encodeURIComponent(slug));
        expect(status).toBe(200);
        expect(body.statusCode).toBe(200);
        expect(items(body)).toHaveLength(1);
        expect(items(body)[0]?.[slugField]).toBe(slug);
      });

      it.each([
        '/blog/no-such-blog-anywhere',
        '/upsc-daily-current-affairs/no-such-article',
        '/article/no-such-article',
        '/explore/nope-nope',
        '/about/no-such-page',
        '/upsc/no-such-page',
        '/branches/no-such-branch',
        '/course-details/no-such-course',
        '/course-details/no-such-course/1',
        '/seoterms/no-such-key',
      ])('%s answers 404 with the error body', async (path) => {
        expectFailure(await get(path), 404);
      });

      it('seoterms keys are case-sensitive', async () => {
        expect((await get('/seoterms/Branches')).status).toBe(200);
        expect((await get('/seoterms/home')).status).toBe(200);
        expect((await get('/seoterms/HOME')).status).toBe(404);
      });

      it('policy pages answer under their own names', async () => {
        for (const page of ['privacy-policy', 'refund-policy', 'terms-and-conditions', 'referal-policy']) {
          const { status, body } = await get(`/upsc/${page}`);
          expect(status).toBe(200);
          expect(items(body)[0]?.pageurl).toBe(page);
        }
      });
    });

    describe('branches and courses', () => {
      it('the first branch is the all-branches pseudo-entry, then branches 1-4', async () => {
        const branches = items((await get('/branches')).body);
        expect(branches[0]).toMatchObject({ ID: 0, branchurl: 'all-branches' });
        expect(branches.slice(1).map((b) => b.branchurl)).toEqual(['old-rajinder-nagar', 'mukherjee-nagar', 'pune', 'hyderabad']);
      });

      it('branch by url answers an object with branch and courses', async () => {
        const { status, body } = await get('/branches/pune');
        expect(status).toBe(200);
        const data = body.data as { branch: Item; courses: Item[] };
        expect(data.branch.branchurl).toBe('pune');
        expect(data.courses.every((c) => (c.branchids as number[]).includes(Number(data.branch.ID)))).toBe(true);
      });

      it('course by url answers course, packages, flattened batches, faculty and branchdata', async () => {
        const course = items((await get('/course')).body).find((c) => Number(c.totalBatch) > 0);
        const { status, body } = await get(`/course-details/${course?.courseurl}`);
        expect(status).toBe(200);
        const data = body.data as Record<string, Item[] | Item>;
        expect((data.course as Item).courseurl).toBe(course?.courseurl);
        for (const key of ['packages', 'batches', 'faculty', 'branchdata']) expect(Array.isArray(data[key])).toBe(true);
        const fromPackages = (data.packages as Item[]).flatMap((p) => p.batches as Item[]);
        expect((data.batches as Item[]).map((b) => b.ID).sort()).toEqual(fromPackages.map((b) => b.ID).sort());
        expect(fromPackages.length).toBe(Number(course?.totalBatch));
      });

      it('course by url and branch limits batches to that branch and names every branch with batches', async () => {
        const course = items((await get('/course')).body).find((c) => Number(c.totalBatch) > 0);
        const all = (await get(`/course-details/${course?.courseurl}`)).body.data as { batches: Item[] };
        const branchId = Number(all.batches[0]?.branchid);
        const { body } = await get(`/course-details/${course?.courseurl}/${branchId}`);
        const data = body.data as { batches: Item[]; branchnames: string[] };
        expect(data.batches.length).toBeGreaterThan(0);
        expect(data.batches.every((b) => Number(b.branchid) === branchId)).toBe(true);
        expect(Array.isArray(data.branchnames)).toBe(true);
        expect(data.branchnames.length).toBeGreaterThan(0);
        const none = (await get(`/course-details/${course?.courseurl}/987654`)).body.data as { batches: Item[] };
        expect(none.batches).toEqual([]);
      });

      it('courses and test series come in one list, regular courses first', async () => {
        const types = items((await get('/course')).body).map((c) => c.coursetype);
        expect(types).toContain('testseries');
        expect(types.indexOf('testseries')).toBeGreaterThan(types.lastIndexOf('course'));
      });
    });

    describe('videos and search', () => {
      it('video forms: all, limit, range, range+limit; unknown category is empty', async () => {
        const all = items((await get('/video/0')).body);
        expect(all.length).toBeGreaterThan(2);
        expectNewestFirst(all);
        expect(items((await get('/video/0/2')).body)).toHaveLength(2);
        const day = String(all[0]?.date);
        const ranged = items((await get(`/video/0/${day}/${day}`)).body);
        expect(ranged.every((v) => v.date === day)).toBe(true);
        expect(items((await get(`/video/0/2019-07-01/${day}/1`)).body)).toHaveLength(1);
        expect((await get('/video/987654')).body.data).toEqual([]);
        const category = Number(all[0]?.categoryid);
        expect(items((await get(`/video/${category}`)).body).every((v) => Number(v.categoryid) === category)).toBe(true);
      });

      it('blog search matches title or summary case-insensitively, at most 20', async () => {
        const first = items((await get('/blogs')).body)[0];
        const word =
          String(first?.title)
            .split(/\s+/)
            .find((w) => w.length > 3) ?? String(first?.title);
        const { status, body } = await get(`/blogsearch/${encodeURIComponent(word.toUpperCase())}`);
        expect(status).toBe(200);
        expect(items(body).length).toBeGreaterThan(0);
        expect(items(body).length).toBeLessThanOrEqual(20);
        expect((await get('/blogsearch/zzqqxxnomatch')).body.data).toEqual([]);
      });
    });

    describe('unknown paths and wrong methods', () => {
      it('unknown path answers 404', async () => {
        expectFailure(await get('/no-such-endpoint'), 404);
      });
      it('wrong method on a known path answers 405', async () => {
        const answer = await post('/blogs', {});
        expectFailure(answer, 405);
        expect(answer.body.error).toBe('Method not allowed');
        expectFailure(await get('/queryform'), 405);
      });
    });

    if (writes)
      describe('forms', () => {
        const enquiry = { name: 'Asha Verma', contact: '9876543210', email: 'asha@example.in', query: 'Fees?', pagename: 'Contact Us' };
        it('accepts a valid enquiry on both endpoints with their own page-url spelling', async () => {
          const plain = await post('/queryform', { ...enquiry, pagurl: '/contact-us' });
          expect(plain.status).toBe(200);
          expect(plain.body).toMatchObject({ statusCode: 200, message: 'Query Submit Successfully' });
          const google = await post('/queryform_google', { ...enquiry, contact: 9876543210, pageurl: '/contact-us', utm_source: 'google' });
          expect(google.status).toBe(200);
        });
        it('refuses invalid enquiries with 400 and the error text', async () => {
          expectFailure(await post('/queryform', { ...enquiry, contact: '12345', pagurl: '/' }), 400);
          expect((await post('/queryform', { ...enquiry, contact: '12345', pagurl: '/' })).body.error).toBe(
            'Contact number must be 10 digits',
          );
          expect((await post('/queryform_google', { ...enquiry, email: 'bad@', pageurl: '/' })).body.error).toBe('Invalid email format');
          expectFailure(await post('/queryform', { ...enquiry, pageurl: '/' }), 400);
          const notJson = await postRaw('/queryform', '{nope');
          expectFailure(notJson, 400);
          expect(notJson.body.error).toBe('Body must be JSON');
        });
        it('call-back: 10 digits accepted, anything else refused with the alert text', async () => {
          expect((await post('/getacall', { contact: '9876543210' })).body).toMatchObject({
            statusCode: 200,
            message: 'Request submitted successfully',
          });
          const refused = await post('/getacall', { contact: '98765' });
          expectFailure(refused, 400);
          expect(refused.body.error).toBe('Please enter a valid mobile number');
        });
      });

    if (!writes) {
      it('refuses every write path (405)', async () => {
        for (const path of ['/queryform', '/queryform_google', '/getacall']) expectFailure(await post(path, {}), 405);
      });
    }

    describe('the typed client reads every getter of this source', () => {
      it('lists, singletons and details parse without loss of required fields', async () => {
        const c = api();
        const [details, nav, branches, courses, blogPage, dailyPage, categories] = await Promise.all([
          c.getSiteDetails(),
          c.getNavItems(),
          c.getBranches(),
          c.getCourses(),
          c.page(blogs),
          c.page(daily),
          c.getVideoCategories(),
        ]);
        expect(details).not.toBeNull();
        expect(nav.length).toBeGreaterThan(0);
        expect(branches.length).toBe(5);
        expect(courses.length).toBeGreaterThan(0);
        expect(blogPage.items.length).toBeGreaterThan(0);
        expect(dailyPage.todayArticles).toBeGreaterThan(0);
        expect(categories.map((v) => v.ID)).toEqual([31, 4, 8, 23, 34, 35, 39, 40, 41]);
        const course = await c.getCourseDetail(String(courses[0]?.courseurl));
        expect(course.ok).toBe(true);
        const missing = await c.item(blogs, 'no-such-blog-anywhere');
        expect(missing).toMatchObject({ ok: false, status: 404 });
        await Promise.all([
          c.getHeadlines(),
          c.getLeftFooterLinks(),
          c.getRightFooterLinks(),
          c.getHeroSlides(),
          c.getHomeContent(),
          c.getAboutHome(),
          c.getTestimonials(),
          c.page(articles),
          c.page(mcqs),
          c.getDigests(),
          c.getFaculty(),
          c.getFaq(),
          c.getInterviewContent(),
          c.getInterviewPanel(),
          c.getMagazines(),
          c.getWeeklyMagazines(),
          c.getAppscMagazines(),
          c.getBooks(),
          c.all(essays),
          c.all(explorations),
          c.getVideos({ categoryId: 0, limit: 5 }),
          c.getSeoTerms('home'),
          c.getBranchPage('pune'),
        ]);
      });
    });
  });
}
