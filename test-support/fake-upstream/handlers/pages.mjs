// Handlers: about pages, policy-style pages, explorations and the other plain lists
// (docs/content-contract.md#pages, docs/content-contract.md#other-lists).

import { detail, newestFirst } from '../lib.mjs';

/** @typedef {import('../router.mjs').Route} Route @typedef {import('../fixtures.mjs').Fixtures} Fixtures */

/** @param {keyof Fixtures} key @returns {import('../router.mjs').Handler} */
const list =
  (key) =>
  ({ fx }) => ({ data: fx[key] });
/** @param {keyof Fixtures} key @returns {import('../router.mjs').Handler} */
const datedList =
  (key) =>
  ({ fx }) => ({ data: newestFirst(/** @type {any[]} */ (fx[key])) });

/** @type {Route[]} */
export const pageRoutes = [
  [
    'GET',
    '/about/:url',
    ({ fx, params }) =>
      detail(
        fx.about.find((p) => p.abouturl === params.url),
        'Page not found',
      ),
  ],
  [
    'GET',
    '/upsc/:page',
    ({ fx, params }) =>
      detail(
        fx.upsc.find((p) => p.pageurl === params.page),
        'Page not found',
      ),
  ],
  ['GET', '/exploration', datedList('exploration')],
  [
    'GET',
    '/explore/:url',
    ({ fx, params }) =>
      detail(
        fx.exploration.find((p) => p.exploreurl === params.url),
        'Exploration not found',
      ),
  ],
  ['GET', '/faculty', list('faculty')],
  ['GET', '/faq', list('faq')],
  ['GET', '/interviewcontent', list('interviewcontent')],
  ['GET', '/interviewpanel', list('interviewpanel')],
  ['GET', '/magazine', datedList('magazine')],
  ['GET', '/weeklymagazine', datedList('weeklymagazine')],
  ['GET', '/appscMagazine', datedList('appscMagazine')],
  ['GET', '/generalessay', datedList('generalessay')],
  ['GET', '/books', list('books')],
];
