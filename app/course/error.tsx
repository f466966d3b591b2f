'use client';

import { LOAD_FAILURE, LoadFailure } from '@/components/ui/LoadFailure';

export default function CourseError(props: { error: Error & { digest?: string }; retry: () => void }) {
  return <LoadFailure message={LOAD_FAILURE.list} {...props} />;
}
