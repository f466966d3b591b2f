'use client';

import { loadFailureBoundary } from '@/components/ui/LoadFailure.client';
import { LOAD_FAILURE } from '@/lib/constants';

/* The home page's content could not load: the catalogue's list failure, the header and footer still working. */
export default loadFailureBoundary(LOAD_FAILURE.list);
