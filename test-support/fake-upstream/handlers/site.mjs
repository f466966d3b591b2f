// Handlers: site-wide data, home data, branches, courses (docs/content-contract.md#endpoints).

import { HttpError, detail, parseId } from '../lib.mjs';

/** @typedef {import('../router.mjs').Route} Route @typedef {import('../fixtures.mjs').Fixtures} Fixtures */

/** @param {keyof Fixtures} key @returns {import('../router.mjs').Handler} */
const list =
  (key) =>
  ({ fx }) => ({ data: fx[key] });

/** @type {Route[]} */
export const siteRoutes = [
  ['GET', '/webdetails', list('webdetails')],
  ['GET', '/newsheadline', list('newsheadline')],
  ['GET', '/topnavbar', list('topnavbar')],
  ['GET', '/leftfooterbar', list('leftfooterbar')],
  ['GET', '/rightfooterbar', list('rightfooterbar')],
  [
    'GET',
    '/seoterms/:page',
    ({ fx, params }) =>
      detail(
        fx.seoterms.find((s) => s.page === params.page),
        `SEO terms not found for page '${params.page}'`,
      ),
  ],
  ['GET', '/headerbar', list('headerbar')],
  ['GET', '/indexpagecontent', list('indexpagecontent')],
  ['GET', '/abouthome', list('abouthome')],
  ['GET', '/testimonials', list('testimonials')],
  ['GET', '/branches', list('branches')],
  [
    'GET',
    '/branches/:url',
    ({ fx, params }) => {
      const branch = fx.branches.find((b) => b.branchurl === params.url);
      if (!branch) throw new HttpError(404, 'Branch not found');
      // The pseudo first entry (ID 0) answers with every course.
      const courses = branch.ID === 0 ? fx.courses : fx.courses.filter((c) => c.branchids.includes(branch.ID));
      return { statusCode: 200, data: { branch, courses } };
    },
  ],
  ['GET', '/course', list('courses')],
  ['GET', '/course-details/:url', ({ fx, params }) => ({ statusCode: 200, data: courseDetails(fx, params.url, null) })],
  [
    'GET',
    '/course-details/:url/:branchId',
    ({ fx, params }) => {
      const branchId = parseId(params.branchId, 'branch id');
      return { statusCode: 200, data: courseDetails(fx, params.url, branchId) };
    },
  ],
];

/**
 * The object-shaped detail of docs/content-contract.md#course-detail; with a branchId (0 = all), batches are limited to that branch
 * and `branchnames` is added.
 * @param {Fixtures} fx @param {string} url @param {number | null} branchId
 */
function courseDetails(fx, url, branchId) {
  const course = fx.courses.find((c) => c.courseurl === url);
  const extras = fx.courseExtras[url];
  if (!course || !extras) throw new HttpError(404, 'Course not found');
  const keep = (/** @type {{ branchid: number }} */ b) => branchId === null || branchId === 0 || b.branchid === branchId;
  const packages = extras.packages.map((p) => ({ ...p, batches: p.batches.filter(keep) }));
  const batches = packages.flatMap((p) => p.batches);
  const faculty = fx.faculty.filter((f) => extras.facultyIds.includes(f.ID));
  const branchdata = fx.branches.filter((b) => course.branchids.includes(b.ID));
  const data = { course, packages, batches, faculty, branchdata };
  if (branchId === null) return data;
  const allBatches = extras.packages.flatMap((p) => p.batches);
  const branchnames = fx.branches.filter((b) => b.ID !== 0 && allBatches.some((bt) => bt.branchid === b.ID)).map((b) => b.branchname);
  return { ...data, branchnames };
}
