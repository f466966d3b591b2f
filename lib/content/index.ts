import { cache } from 'react';
import { env } from '../env';
import { embeddedContentApi } from '../embedded-api';
import { createContentApi, type ContentApi } from './api';
import { createContentClient } from './client';
import { embeddedTransport } from './embedded-transport';
import { httpTransport } from './http-transport';

/*
 * The site's content getters: the institute's API when CONTENT_API_URL is set, else the
 * embedded one. Each getter is wrapped in React's cache() so a page, its layout and its
 * generateMetadata share one call per render.
 */
const transport = env.CONTENT_API_URL
  ? httpTransport({ baseUrl: env.CONTENT_API_URL, timeoutMs: env.CONTENT_API_TIMEOUT_MS })
  : embeddedTransport(embeddedContentApi);

const api = createContentApi(createContentClient(transport));

export const content = Object.fromEntries(Object.entries(api).map(([name, getter]) => [name, cache(getter)])) as ContentApi;

/**
 * The same getters past every cache, for the site search's index (lib/search): it reads every
 * item of the lists in the background, which must neither fill the data cache nor need a request.
 */
export const uncachedContent: ContentApi = createContentApi(createContentClient((request) => transport({ ...request, fresh: true })));

/** Which source this server reads, for the health endpoint and the build marker. */
export const contentSource = env.CONTENT_API_URL ?? 'embedded';

export { isContentError, ContentError } from './errors';
export type { Detail, Paged, FormAnswer } from './client';
