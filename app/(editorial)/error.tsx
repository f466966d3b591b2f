'use client';

import { DetailError } from '@/components/detail/DetailError.client';

/* An editorial item whose content could not load (the API failed, not a 404): its kind's failure text. */
export default DetailError;
