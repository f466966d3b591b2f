'use client';

import { LOAD_FAILURE, LoadFailure } from '@/components/ui/LoadFailure.client';

export default function CourseError(props: { error: Error & { digest?: string }; retry: () => void }) {
  return <LoadFailure message={LOAD_FAILURE.list} {...props} />;
}
