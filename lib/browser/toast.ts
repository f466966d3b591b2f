/*
 * The site's toasts. The toast library (and the runtime CSS it injects) is fetched with the
 * first toast, not with the page: toasts only follow a form submission, and evaluating the
 * library at load cost every phone a long task before anyone had typed a thing.
 */
type Kind = 'success' | 'error';

const listeners = new Set<() => void>();
let wanted = false;

/** Shows a toast; the first call also asks the layout's <Toasts /> to mount the toaster. */
export async function showToast(kind: Kind, message: string): Promise<void> {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  const { default: toast } = await import('react-hot-toast');
  toast[kind](message);
}

/** For useSyncExternalStore: whether any toast has been asked for yet. */
export const toastsWanted = () => wanted;

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
