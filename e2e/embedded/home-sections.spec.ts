import { expect, test, type Page } from '@/test-support/e2e/test';
import { isPhone, literal, prepareLibraryPage } from '@/test-support/e2e/library';
import { embedded, type Item } from '@/test-support/e2e/institute';
import { openWithoutJavaScript } from '@/test-support/e2e/server-html';

type SwiperParams = {
  slidesPerView: number;
  loop: boolean;
  speed: number;
  spaceBetween: number;
  autoplay: { delay: number };
  breakpoints: Record<string, { slidesPerView: number }>;
};

const swiperParams = (page: Page) =>
  page.locator('#testimonials .swiper').evaluate((el) => {
    // originalParams: what the carousel was given, before the breakpoint for this width applied
    const { originalParams: params } = (el as unknown as { swiper: { originalParams: SwiperParams } }).swiper;
    return {
      slidesPerView: params.slidesPerView,
      loop: params.loop,
      speed: params.speed,
      spaceBetween: params.spaceBetween,
      delay: params.autoplay.delay,
      breakpoints: params.breakpoints,
    };
  });

/** Slides fully inside the carousel's box. */
const visibleSlides = (page: Page) =>
  page.locator('#testimonials .swiper').evaluate((el) => {
    const box = el.getBoundingClientRect();
    return [...el.querySelectorAll('.swiper-slide')].filter((s) => {
      const r = s.getBoundingClientRect();
      return r.width > 0 && r.left >= box.left - 1 && r.right <= box.right + 1;
    }).length;
  });

// The carousel and the counters are motion: seen as a visitor without reduced motion sees them.
test.use({ reducedMotion: 'no-preference' });

test.beforeEach(async ({ page }) => {
  await prepareLibraryPage(page);
});

test('the server HTML has every section: banner, counters with their final numbers, about, courses, blocks, all testimonial slides', async ({
  browser,
  baseURL,
  request,
}) => {
  const [home] = await embedded<Item[]>(request, '/indexpagecontent');
  const testimonials = await embedded<(Item & { name: string })[]>(request, '/testimonials');
  const page = await openWithoutJavaScript(browser, `${baseURL}/`);
  await expect(page).toHaveTitle(literal(String(home?.metatitle)));
  await expect(page.locator('h1')).toHaveCount(1);
  const counters = page.getByRole('region', { name: 'Our results in numbers' });
  await expect(counters.locator('[data-counter]')).toHaveText(['18+', '2,450+', '96,000+', '4']);
  await expect(page.locator('#about')).toBeVisible();
  await expect(page.locator('#courses')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View More Courses' })).toHaveAttribute('href', '/course');
  for (const n of [1, 2, 3, 4]) {
    const hidden = Number(home?.[`hide${n}`]) === 1;
    await expect(page.locator(`[data-block="${n}"]`)).toHaveCount(hidden ? 0 : 1);
    if (hidden) continue;
    const block = page.locator(`[data-block="${n}"]`);
    if (Number(home?.[`bgcolor${n}`]) === 1) await expect(block).toHaveAttribute('data-divider', 'diagonal');
    else await expect(block).not.toHaveAttribute('data-divider');
  }
  const slides = page.locator('#testimonials .swiper-slide');
  await expect(slides).toHaveCount(testimonials.length);
  for (const t of testimonials) await expect(slides.getByText(t.name, { exact: true })).toBeAttached();
  await expect(page.locator('#testimonials').getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/testimonial-details');
  await page.context().close();
});

test(
  'the testimonials carousel: 1 slide (2 from 577px), loop, autoplay every 3.5 s, 1.5 s speed, 30px apart',
  { tag: '@responsive' },
  async ({ page }) => {
    test.slow(); // waits through autoplay turns
    await page.goto('/');
    // Swiper starts only once the carousel nears the screen: on a phone, far below the fold, not at load.
    await page.waitForLoadState('load');
    if (isPhone(page)) expect(await page.locator('#testimonials .swiper').evaluate((el) => 'swiper' in el)).toBe(false);
    await page.locator('#testimonials').scrollIntoViewIfNeeded();
    await page.locator('#testimonials .swiper.swiper-initialized').waitFor();
    expect(await swiperParams(page)).toMatchObject({
      slidesPerView: 1,
      loop: true,
      speed: 1500,
      spaceBetween: 30,
      delay: 3500,
      breakpoints: { 577: { slidesPerView: 2 } },
    });
    await expect.poll(() => visibleSlides(page)).toBe(isPhone(page) ? 1 : 2);

    const active = () => page.locator('#testimonials .swiper-slide-active').getAttribute('data-swiper-slide-index');
    const first = await active();
    await expect.poll(active, { timeout: 8_000 }).not.toBe(first);

    await page.getByRole('button', { name: 'Pause testimonials' }).click();
    const paused = await active();
    await page.waitForTimeout(5_500);
    expect(await active()).toBe(paused);
    await page.getByRole('button', { name: 'Next testimonial' }).click();
    await expect.poll(active).not.toBe(paused);
  },
);

test('the counters count up once when half visible, after 300 ms', async ({ page }) => {
  await page.setViewportSize({ width: page.viewportSize()!.width, height: 300 });
  await page.goto('/');
  const band = page.getByRole('region', { name: 'Our results in numbers' });
  const figure = band.locator('[data-counter]').nth(2);
  await expect(figure).toHaveText('0+'); // hydrated, waiting below the fold
  await band.scrollIntoViewIfNeeded();
  await expect(figure).not.toHaveText('0+', { timeout: 3_000 });
  await expect(figure).toHaveText('96,000+', { timeout: 5_000 });
  await expect(band.getByText('96,000+', { exact: true }).last()).toBeAttached(); // the accessible figure
});

test('with reduced motion the counters show their final numbers and never move', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const figures = page.getByRole('region', { name: 'Our results in numbers' }).locator('[data-counter]');
  await page.waitForTimeout(1_000);
  await expect(figures).toHaveText(['18+', '2,450+', '96,000+', '4']);
});

/** Scrolls until the footer's last links are on screen: the page grows as the bands and the footer below the fold are laid out. */
async function scrollToFooterEnd(page: Page): Promise<void> {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeInViewport({ timeout: 500 });
  }).toPass();
}

test(
  'a link to a band far down the page lands on it, though bands below the fold are laid out only as they near the screen',
  {
    tag: '@responsive',
  },
  async ({ page }) => {
    await page.goto('/#testimonials');
    await page.waitForLoadState('load');
    const heading = page.locator('#testimonials-title');
    await expect(heading).toBeInViewport();
    // At the bottom of the page the footer is laid out in full, not at the placeholder size it had off screen.
    await scrollToFooterEnd(page);
  },
);

test(
  "the footer's placeholder off screen is about its laid-out height, so the scrollbar does not jump as it nears",
  {
    tag: '@responsive',
  },
  async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('load');
    const footer = page.getByRole('contentinfo');
    const height = () => footer.evaluate((element) => element.getBoundingClientRect().height);
    const placeholder = await height();
    await scrollToFooterEnd(page);
    expect(Math.abs((await height()) - placeholder), `placeholder ${placeholder}px`).toBeLessThanOrEqual(200);
  },
);
