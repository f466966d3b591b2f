import type { ContentClient } from '../client';
import { courseApi } from './courses';
import { formsApi } from './forms';
import { homeApi } from './home';
import { libraryApi } from './library';
import { refsApi } from './refs';
import { siteApi } from './site';
import { writingApi } from './writing';

/** One typed getter per endpoint of the contract, over any transport. */
export function createContentApi(client: ContentClient) {
  return {
    ...siteApi(client),
    ...homeApi(client),
    ...courseApi(client),
    ...writingApi(client),
    ...libraryApi(client),
    ...refsApi(client),
    ...formsApi(client),
    probe: client.probe,
  };
}

export type ContentApi = ReturnType<typeof createContentApi>;
