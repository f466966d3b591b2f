import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, prepareLibraryPage, type ListAnswer } from './library';

/*
 * Every route of docs/screens.md#routes as a visitor opens it, on the desktop and on the phone: it answers,
 * has one visible h1, fits the screen and throws no script error. What each screen holds is
 * its own spec's business; this is the walk through all of them at both sizes.
 */
/** The routes of every screen, their detail pages named through the content API at `api`. */
export async function everyRoute(api: (path: string) => Promise<ListAnswer>): Promise<string[]> {
  const first = async (path: string, key: string) => String((await api(path)).data[0]?.[key] ?? '');
  const courses = (await api('/course')).data;
  const course = courses.find((c) => c.coursetype === 'course');
  const series = courses.find((c) => c.coursetype === 'testseries');
  const branch = (await api('/branches')).data[1];
  // The contract has no list of about pages: the main menu names them.
  const menuLinks = (await api('/topnavbar')).data.flatMap((item) => [
    item,
    ...((item.dropdown as Record<string, unknown>[] | undefined) ?? []),
  ]);
  const about = menuLinks.map((link) => String(link.linkurl)).find((href) => href.startsWith('/about/'));
  return [
    '/',
    '/course',
    '/testseries',
    `/course-details/${String(course?.courseurl)}`,
    `/test-series/${String(series?.courseurl)}`,
    '/branches',
    `/${String(branch?.branchurl)}`,
    '/testimonial-details',
    '/faculty',
    '/faq',
    String(about),
    '/privacy-policy',
    '/upsc/referal-policy',
    '/contact-us',
    '/registration',
    '/blogs',
    `/blog/${await first('/blogs', 'blogurl')}`,
    '/upsc-daily-current-affair',
    `/upsc-daily-current-affairs/${await first('/upsc-daily-current-affair', 'articleurl')}/`,
    '/articles',
    `/article/${await first('/articlesold', 'articleurl')}/`,
    '/exploration',
    `/explore/${await first('/exploration', 'exploreurl')}`,
    '/interview-guidance-program',
    '/videos',
    '/books',
    '/magazine',
    '/weekly-magazine',
    '/appsc-magazine',
    '/mcq',
    '/general-essay',
    '/current-affairs',
    '/error',
    '/no-such-page-anywhere',
  ];
}

/*
 * The screens that institute-quality.spec.ts opens one by one on both sizes, for axe and layout
 * shift: it checks them as screens too (checkScreen), so the walk leaves them out and each
 * screen loads once per size.
 */
export const AUDITED_SCREENS = [
  '/',
  '/course',
  '/course/csat/pune',
  '/testseries',
  '/course-details/gs-foundation-1-year',
  '/branches',
  '/old-rajinder-nagar',
  '/testimonial-details',
  '/faculty',
  '/faq',
  '/about/about-us',
  '/privacy-policy',
  '/contact-us',
  '/registration',
  '/thanks',
] as const;

/** A screen as opened: it answers `status`, has one visible h1 and fits the screen. */
export async function checkScreen(page: Page, path: string, status: number | undefined, expected = 200): Promise<void> {
  expect(status, path).toBe(expected);
  await expect(page.locator('h1'), path).toHaveCount(1);
  await expect(page.locator('h1'), path).toBeVisible();
  await expectNoHorizontalScroll(page);
}

/** Script errors thrown in `page` from now on, with the address they were thrown on. */
export function scriptErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** Opens each route in turn in one page, but those checked elsewhere (`except`), and checks it as a screen. */
export async function walkScreens(page: Page, paths: readonly string[], except: readonly string[] = []): Promise<void> {
  await prepareLibraryPage(page);
  const errors = scriptErrors(page);
  for (const path of paths.filter((p) => !except.includes(p))) {
    await test.step(path, async () => {
      const response = await page.goto(path);
      await checkScreen(page, path, response?.status(), path === '/no-such-page-anywhere' || path === '/error' ? 404 : 200);
    });
  }
  expect(errors).toEqual([]);
}
