'use client';

import { loadFailureBoundary } from '@/components/ui/LoadFailure.client';
import { LOAD_FAILURE } from '@/lib/constants';

/* A daily current-affairs article that could not load (the API failed, not a 404). */
export default loadFailureBoundary(LOAD_FAILURE.article);
