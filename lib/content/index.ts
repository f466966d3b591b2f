import { cache } from 'react';
import { env } from '../env';
import { embeddedContentApi } from '../embedded-api';
import { createContentApi, type ContentApi } from './api';
import { createContentClient } from './client';
import { embeddedTransport } from './embedded-transport';
import { httpTransport } from './http-transport';
import { sharedRevalidatedSince } from '../next-internals/cache/shared-clock';
import { FORGET_MISSING_TAG, rememberMissing, type MissingAnswers } from './missing-answers';

/*
 * The site's content getters: the institute's API when CONTENT_API_URL is set, else the
 * embedded one. Each getter is wrapped in React's cache() so a page, its layout and its
 * generateMetadata share one call per render.
 */
/*
 * The API's remembered 404s are one store per process: Next loads this module once per route
 * bundle, and the webhook's route must reach the copy the pages use.
 */
const globalForContent = globalThis as unknown as { missingContentAnswers?: MissingAnswers };
const missing = rememberMissing(
  env.CONTENT_API_URL
    ? httpTransport({ baseUrl: env.CONTENT_API_URL, timeoutMs: env.CONTENT_API_TIMEOUT_MS })
    : embeddedTransport(embeddedContentApi),
  {
    missing: (globalForContent.missingContentAnswers ??= new Map()),
    changedSince: (at) => sharedRevalidatedSince([FORGET_MISSING_TAG], at),
  },
);

const api = createContentApi(createContentClient(missing.transport));

/** For the CMS webhook: the API's 404s this instance remembers are forgotten (missing-answers.ts). */
export const forgetMissingContent = missing.forget;

export const content = Object.fromEntries(Object.entries(api).map(([name, getter]) => [name, cache(getter)])) as ContentApi;

/**
 * The same getters past every cache, for the site search's index (lib/search): it reads every
 * item of the lists in the background, which must neither fill the data cache nor need a request.
 */
export const uncachedContent: ContentApi = createContentApi(
  createContentClient((request) => missing.transport({ ...request, fresh: true })),
);

/** Which source this server reads, for the health endpoint and the build marker. */
export const contentSource = env.CONTENT_API_URL ?? 'embedded';

export { isContentError, ContentError } from './errors';
export type { Detail, Paged, FormAnswer } from './client';
