/*
 * The site's toasts. The toast library (and the runtime CSS it injects) is fetched with the
 * first toast, not with the page: toasts only follow a form submission, and evaluating the
 * library at load cost every phone a long task before anyone had typed a thing. A form being
 * filled in fetches it ahead (prepareToasts), so a toast still shows when the connection drops
 * before the visitor presses Submit (the offline message is a toast too).
 */
type Kind = 'success' | 'error';

const library = () => import('react-hot-toast');
const listeners = new Set<() => void>();
let wanted = false;

/** Shows a toast; the first call also asks the layout's <Toasts /> to mount the toaster. */
export async function showToast(kind: Kind, message: string): Promise<void> {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  const { default: toast } = await library();
  toast[kind](message);
}

/** Fetches the toast library ahead of the first toast; a failure here is retried by showToast. */
export function prepareToasts(): void {
  void library().catch(() => undefined);
}

/** For useSyncExternalStore: whether any toast has been asked for yet. */
export const toastsWanted = () => wanted;

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
