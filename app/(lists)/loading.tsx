import { ListSkeleton } from '@/components/listing/ListSkeleton';

/* Shown while a list page loads on a client-side navigation (spec section 4: loading flag). */
export default function Loading() {
  return <ListSkeleton />;
}
