import type { ContentClient } from '../client';
import { byTypeApi } from './by-type';
import { courseApi } from './courses';
import { formsApi } from './forms';
import { homeApi } from './home';
import { libraryApi } from './library';
import { siteApi } from './site';
import { writingApi } from './writing';

/** One typed getter per endpoint of the contract, over any transport. */
export function createContentApi(client: ContentClient) {
  return {
    ...siteApi(client),
    ...homeApi(client),
    ...courseApi(client),
    ...byTypeApi(client),
    ...writingApi(client),
    ...libraryApi(client),
    ...formsApi(client),
    probe: client.probe,
  };
}

export type ContentApi = ReturnType<typeof createContentApi>;
