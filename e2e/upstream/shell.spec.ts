import { expect, test, type Page } from '@/test-support/e2e/test';
import { blockThirdParties, skipSalePopup } from '@/test-support/e2e/pages';
import { isPhone } from '@/test-support/e2e/library';
import { refreshSite, resetUpstream, setUpstream } from '@/test-support/e2e/upstream';

// One at a time with every test of the fake upstream and the instances (playwright.config.ts).
test.describe.configure({ lock: 'fake upstream' });

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
});
test.afterAll(async ({ baseURL }) => {
  await resetUpstream();
  await refreshSite(String(baseURL));
});

/** Switches the scenario; the answer lists the chat service's requests the page makes from then on. */
async function chatScenario(page: Page, scenario: string, baseURL: string): Promise<string[]> {
  await setUpstream({ scenario });
  await refreshSite(baseURL);
  await skipSalePopup(page);
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('embed.tawk.to')) requests.push(r.url());
  });
  return requests;
}

test('with every flag off the widgets are absent', async ({ page, baseURL }) => {
  await setUpstream({ scenario: 'flags-off' });
  await refreshSite(String(baseURL));
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get a Call' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Guid/ })).toHaveCount(0);
  await page.waitForTimeout(2500);
  await expect(page.getByRole('dialog', { name: 'Offer' })).toBeHidden();
  await expect(page.locator('script[data-chat-widget]')).toHaveCount(0);
});

test('with the flags on, the header and widgets show (numeric-string flags)', { tag: '@responsive' }, async ({ page, baseURL }) => {
  await resetUpstream();
  await refreshSite(String(baseURL));
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Get a Call' })).toBeVisible();
  const phone = (page.viewportSize()?.width ?? 1366) < 600;
  await expect(page.getByRole(phone ? 'complementary' : 'dialog', { name: 'Offer' })).toBeVisible({ timeout: 5000 });
});

test("the chat is our own bubble until asked for: the service's script loads on its click only", async ({ page, baseURL }) => {
  const chatRequests = await chatScenario(page, 'chat', String(baseURL));
  await page.goto('/');
  const bubble = page.getByRole('button', { name: 'Chat with us' });
  await expect(bubble).toBeVisible();
  await page.waitForTimeout(3000);
  expect(chatRequests).toEqual([]);
  await bubble.click();
  await expect.poll(() => chatRequests).toEqual(['https://embed.tawk.to/5f0c1a2b3c4d5e6f7a8b9c0d/1fakewidget']);
  // This machine has no chat service: the failed load leaves the bubble ready for another try.
  await expect(bubble).toBeEnabled();
});

test('phone: at the end of the page the footer’s last link stays above the chat bubble', { tag: '@phone' }, async ({ page, baseURL }) => {
  await chatScenario(page, 'chat', String(baseURL));
  await page.goto('/');
  const bubble = page.getByRole('button', { name: 'Chat with us' });
  await expect(bubble).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const last = page.getByRole('contentinfo').getByRole('link').last();
  await expect(async () => {
    const link = (await last.boundingBox())!;
    expect(link.y + link.height).toBeLessThanOrEqual((await bubble.boundingBox())!.y);
  }).toPass({ timeout: 3000 });
});

test('a logo that fails to load falls back to the default logo', async ({ page, baseURL }) => {
  await resetUpstream();
  await refreshSite(String(baseURL));
  await page.route(/\/media\/fake-logo\.png/, (route) => route.abort());
  await page.goto('/');
  const logo = page
    .getByRole('banner')
    .getByRole('link', { name: /: home$/ })
    .getByRole('img');
  await expect(logo).toHaveAttribute('src', '/logo.png');
});

test('hostile menu links never become script links and the headline without a link is plain text', async ({ page, baseURL }) => {
  await resetUpstream();
  await refreshSite(String(baseURL));
  await page.goto('/');
  const hrefs = await page
    .getByRole('banner')
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.some((h) => /^\s*javascript:/i.test(h))).toBe(false);
  await expect(page.getByRole('region', { name: 'Latest news' }).getByRole('link', { name: 'Fake Headline without link' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Latest news' }).getByText('Fake Headline without link').first()).toBeAttached();
});

test('when the branch list is empty the COURSES menu falls back to the fixed branches', async ({ page, baseURL }) => {
  await setUpstream({ scenario: 'empty' });
  await refreshSite(String(baseURL));
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('button', { name: 'COURSES' }).click();
  await expect(menu.getByRole('list', { name: 'Branches' }).getByRole('button')).toHaveText(['Old Rajinder Nagar', 'Pune', 'Hyderabad']);
});

test.describe('site details with only the fields of the specification', () => {
  const configuredPortal = 'https://portal.example.in/configured-student-login';

  test(
    'STUDENT LOGIN is always there: the header and the bottom bar link the configured portal',
    { tag: '@responsive' },
    async ({ page, baseURL }) => {
      await setUpstream({ scenario: 'spec-fields' });
      await refreshSite(String(baseURL));
      await skipSalePopup(page);
      await page.goto('/');
      if (isPhone(page)) {
        const bar = page.getByRole('navigation', { name: 'Quick links' });
        await expect(bar.getByRole('link')).toHaveText(['HOME', 'STUDENT LOGIN', 'ENROLL NOW', 'CONTACT']);
        await expect(bar.getByRole('link', { name: 'STUDENT LOGIN' })).toHaveAttribute('href', configuredPortal);
        await expect(bar.getByRole('link', { name: 'STUDENT LOGIN' })).toHaveAttribute('target', '_blank');
      } else {
        const login = page.getByRole('banner').getByRole('link', { name: 'STUDENT LOGIN' });
        await expect(login).toHaveAttribute('href', configuredPortal);
        await expect(login).toHaveAttribute('target', '_blank');
      }
      await expect(page.locator('a[href="#"]', { hasText: 'STUDENT LOGIN' })).toHaveCount(0);
    },
  );

  test('the chat loads the configured account when the site details switch it on without a script', async ({ page, baseURL }) => {
    const chatRequests = await chatScenario(page, 'spec-fields', String(baseURL));
    await page.goto('/');
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await expect.poll(() => chatRequests).toEqual(['https://embed.tawk.to/0a1b2c3d4e5f60718293a4b5/configured']);
  });
});

test("the API's own portal address wins over the configuration when it gives one", async ({ page, baseURL }) => {
  await resetUpstream();
  await refreshSite(String(baseURL));
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'STUDENT LOGIN' })).toHaveAttribute(
    'href',
    'https://student.example.com/fake-upstream-login',
  );
});

test(
  'nav items show their icon beside the title, in the desktop and the mobile menu',
  { tag: '@responsive' },
  async ({ page, baseURL }) => {
    // A '/' cached while an earlier test had the upstream failing has no menu at all.
    await resetUpstream();
    await refreshSite(String(baseURL));
    await page.goto('/');
    if (isPhone(page)) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const item = page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Fake About' });
      await expect(item.locator('img')).toHaveAttribute('src', /fake-nav-about/);
      await expect(item.locator('img')).toHaveAttribute('alt', '');
      await expect(item.locator('img')).toHaveJSProperty('width', 18);
    } else {
      const item = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Fake About' });
      await expect(item.locator('img')).toHaveAttribute('src', /fake-nav-about/);
      await expect(item.locator('img')).toHaveAttribute('alt', '');
      // 16px in the tight desktop bar, 18px in the mobile menu: a fixed box either way.
      await expect(item.locator('img')).toHaveJSProperty('width', 16);
      // Items without an icon have none.
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Fake Blogs' }).locator('img')).toHaveCount(0);
    }
  },
);
