'use client';

import { loadFailureBoundary } from '@/components/ui/LoadFailure.client';
import { LOAD_FAILURE } from '@/lib/constants';

/* A blog that could not load (the API failed, not a 404): the catalogue's detail failure. */
export default loadFailureBoundary(LOAD_FAILURE.detail);
