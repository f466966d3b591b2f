import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@/test-support/e2e/test';
import { prepareLibraryPage } from '@/test-support/e2e/library';
import { AUDITED_SCREENS, checkScreen, scriptErrors } from '@/test-support/e2e/screens';

/*
 * The course and institute screens as a whole: no accessibility violations in their content
 * (axe, WCAG 2 A/AA), and no layout shift while they load (fixed picture sizes, carousel and
 * counters laid out before their scripts run). Each is also checked as a screen here (one h1,
 * fitting, no script error), for screens.spec.ts's walk leaves them out.
 */

test.beforeEach(async ({ page }) => {
  await prepareLibraryPage(page);
});

for (const path of AUDITED_SCREENS) {
  test(
    `${path}: one h1, fits the screen, no script error, no axe violations in the content, no layout shift`,
    { tag: '@responsive' },
    async ({ page }) => {
      test.slow(); // axe takes a while on a busy machine
      await page.addInitScript(() => {
        (window as unknown as { __cls: number }).__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const errors = scriptErrors(page);
      // /thanks goes to / on a full load; its content is checked as reached from another page
      const response = await page.goto(path === '/thanks' ? '/faq' : path);
      if (path === '/thanks') {
        await page.evaluate(() => (window as unknown as { next: { router: { push: (p: string) => void } } }).next.router.push('/thanks'));
        await expect(page.getByText('Request Submitted Successfully.')).toBeVisible();
      }
      await checkScreen(page, path, response?.status());
      await page.waitForLoadState('load');
      await page.waitForTimeout(1_000);
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      if (path !== '/thanks') expect(cls, 'cumulative layout shift').toBeLessThan(0.05);

      const results = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      expect(errors).toEqual([]);
    },
  );
}
