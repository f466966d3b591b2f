import { test } from '@playwright/test';
import { refreshSite, resetUpstream, setUpstream } from './upstream';

/*
 * The fake upstream's edge cases as the content-library specs use them (MARKERS of
 * test-support/fake-upstream/fixtures.mjs and the values of fixtures-edge.mjs).
 */
export const HINDI = 'भारतीय संविधान की “प्रस्तावना” — फ़ेक हिंदी लेख 🇮🇳📚';
export const TEXT_EDGE = 'Fake <b>not bold</b> & < text';
export const LONG_TITLE =
  'Fake Long Title: ' +
  'the constitutional, economic, environmental and geopolitical dimensions of India’s federal structure explained '.repeat(3).trim();
export const MISSING_SLUG = 'fake-upstream-does-not-exist';

/**
 * Every spec of the library on the fake upstream starts from its default data with the site
 * flags off (no sale popup over what a test clicks), and leaves it reset for the next spec.
 */
export function withUpstreamDefaults(): void {
  test.beforeAll(async ({ baseURL }) => {
    await resetUpstream();
    await setUpstream({ scenario: 'flags-off' });
    await refreshSite(String(baseURL));
  });
  test.afterAll(async ({ baseURL }) => {
    await resetUpstream();
    await refreshSite(String(baseURL));
  });
}
