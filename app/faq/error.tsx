'use client';

import { loadFailureBoundary } from '@/components/ui/LoadFailure.client';
import { LOAD_FAILURE } from '@/lib/constants';

export default loadFailureBoundary(LOAD_FAILURE.list);
