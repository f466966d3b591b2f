// Fixture data of the fake upstream, built relative to today's date in India (IST).
// Tests import from here: buildFixtures() for exact expectations, MARKERS for the named items.

import { todayIST } from './lib.mjs';
import { mediaUrls } from './fixtures-edge.mjs';
import { buildSite } from './fixtures-site.mjs';
import { buildCourses } from './fixtures-courses.mjs';
import { buildContent } from './fixtures-content.mjs';

export * from './fixtures-edge.mjs';
export { SEO_KEYS } from './fixtures-site.mjs';
export { OLDEST_DATE, VIDEO_CATEGORIES } from './fixtures-content.mjs';

/** Scenarios of the control API (`POST /state { scenario }`). */
export const SCENARIOS = /** @type {const} */ (['default', 'flags-off', 'empty', 'chat', 'spec-fields']);

/** The site-details fields the product's specification lists; the 'spec-fields' scenario sends these and no other. */
export const SPEC_SITE_FIELDS = /** @type {const} */ ([
  'header1',
  'title1',
  'header2',
  'title2',
  'subtitle2',
  'webnotification',
  'adminemail',
  'callnumber',
  'facebook',
  'instagram',
  'twitter',
  'youtube',
  'logo',
  'logos',
  'footerstamp',
  'footercontent',
  'androidapp',
  'iosapp',
  'getacall_display',
  'needupsc_display',
  'tawk_display',
  'noticeboard',
  'imagelink',
  'himage',
]);

/** Named items tests can rely on (slugs, marker texts). All of them exist in the 'default' scenario. */
export const MARKERS = {
  /** Text that tells this source apart from the embedded demo content. */
  sourceMarker: 'Fake Upstream',
  course: {
    slug: 'fake-upstream-gs-foundation',
    name: 'Fake Upstream GS Foundation',
    ID: 101,
    packageName: 'Classroom Programme',
    fee: 145000,
  },
  hindiCourse: { slug: 'fake-upstream-hindi-gs' },
  longTitleCourse: { slug: 'fake-upstream-long-title-course' },
  courseWithoutPackages: { slug: 'fake-upstream-csat-no-packages', name: 'Fake Upstream CSAT No Packages' },
  courseWithEmptyBatches: { slug: 'fake-upstream-optional-empty-batches', name: 'Fake Upstream Optional Empty Batches' },
  /** branchids [1,2,3,4] but its only batch is in Pune (3). */
  courseBatchesOnlyInPune: { slug: 'fake-upstream-gs-module-ethics' },
  testSeries: { slug: 'fake-upstream-prelims-test-series', name: 'Fake Upstream Prelims Test Series' },
  testSeriesWithoutPackages: { slug: 'fake-upstream-mains-test-series' },
  missingSlug: 'fake-upstream-does-not-exist',
  branches: {
    all: 'all-branches',
    oldRajinderNagar: 'old-rajinder-nagar',
    mukherjeeNagar: 'mukherjee-nagar',
    pune: 'pune',
    hyderabad: 'hyderabad',
  },
  daily: {
    hostile: 'fake-daily-today-hostile-html',
    hindi: 'fake-daily-hindi',
    longTitle: 'fake-daily-long-title',
    textEdge: 'fake-daily-text-edge',
    total: 23,
    today: 3,
  },
  blog: {
    hostile: 'fake-blog-hostile-html',
    hindi: 'fake-blog-hindi',
    longTitle: 'fake-blog-long-title',
    textEdge: 'fake-blog-text-edge',
    titlePrefix: 'Fake Blog',
    searchTerm: 'monsoon',
    searchHits: 2,
    total: 12,
  },
  article: { hostile: 'fake-article-hostile-html', hindi: 'fake-article-hindi', longTitle: 'fake-article-long-title', total: 11 },
  mcqTotal: 12,
  digestTotal: 11,
  about: { hostile: 'fake-upstream-about-us', hindi: 'fake-upstream-our-team' },
  upscPages: ['privacy-policy', 'refund-policy', 'terms-and-conditions', 'referal-policy', 'fake-upstream-hostile-page'],
  explore: { hostile: 'fake-explore-hostile-html', hindi: 'fake-explore-hindi', longTitle: 'fake-explore-long-title' },
  /** Video category without videos (known id, `data: []`) and an unknown one. */
  video: { emptyCategory: 34, unknownCategory: 999, total: 14 },
  seoKey: 'home',
  headlineWithoutLink: 'Fake Headline without link',
  hiddenHomeBlock: 'Fake Block Three Hidden',
};

/**
 * @typedef {ReturnType<typeof buildSite> & ReturnType<typeof buildCourses> & ReturnType<typeof buildContent>
 *   & { today: string, mediaBase: string, scenario: string }} Fixtures
 */

/**
 * Builds the complete fixture set.
 * @param {{ mediaBase?: string, today?: string, scenario?: typeof SCENARIOS[number] }} [options]
 * @returns {Fixtures}
 */
export function buildFixtures({ mediaBase = 'http://127.0.0.1:4010/media', today = todayIST(), scenario = 'default' } = {}) {
  const m = mediaUrls(mediaBase);
  const fx = { today, mediaBase, scenario, ...buildSite(m), ...buildCourses(m, today), ...buildContent(m, today) };
  return applyScenario(fx, scenario);
}

/**
 * @param {Fixtures} fx @param {string} scenario @returns {Fixtures}
 */
function applyScenario(fx, scenario) {
  /** @type {Record<string, any>} */
  const f = fx;
  if (scenario === 'flags-off') {
    const off = { webnotification: '0', getacall_display: 0, needupsc_display: '0', tawk_display: 0 };
    f.webdetails = fx.webdetails.map((w) => ({ ...w, ...off }));
    f.indexpagecontent = fx.indexpagecontent.map((c) => ({
      ...c,
      showcourseindex: 0,
      showaboutindex: '0',
      hide1: 1,
      hide2: '1',
      // Neither 0 nor 1: a block shows only while its flag equals 0.
      hide3: 2,
      hide4: 'x',
    }));
  } else if (scenario === 'chat') {
    // A chat account of the right shape (24 hex digits, then a widget id); the script never loads in tests.
    const chat = { tawk_display: '1', tawkurl: 'https://embed.tawk.to/5f0c1a2b3c4d5e6f7a8b9c0d/1fakewidget' };
    f.webdetails = fx.webdetails.map((w, i) => (i === 0 ? { ...w, ...chat } : w));
  } else if (scenario === 'spec-fields') {
    // No `studentlogin`, no `tawkurl`, no `ID`: the site takes the portal and the chat account from its configuration.
    f.webdetails = fx.webdetails.map((w) =>
      Object.fromEntries(SPEC_SITE_FIELDS.flatMap((k) => (k in w ? [[k, k === 'tawk_display' ? '1' : w[k]]] : []))),
    );
  } else if (scenario === 'empty') {
    for (const [key, value] of Object.entries(fx)) {
      if (Array.isArray(value)) f[key] = [];
    }
    f.courseExtras = {};
  }
  return fx;
}
