/*
 * The site's toasts. The toast library (and the runtime CSS it injects) is fetched with the
 * first toast, not with the page: toasts only follow a form submission, and evaluating the
 * library at load cost every phone a long task before anyone had typed a thing. A form being
 * filled in fetches it ahead (prepareToasts), so a toast still shows when the connection drops
 * before the visitor presses Submit (the offline message is a toast too).
 */
type Kind = 'success' | 'error';

/** The one loader of the toast library, shared with the layout's <Toasts />. */
export const toastLibrary = () => import('react-hot-toast');
const listeners = new Set<() => void>();
let wanted = false;

/** Asks the layout's <Toasts /> to mount the toaster (which loads the library); once is enough. */
function mountToaster(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

/** Shows a toast, mounting the toaster first if no form has done so yet. */
export async function showToast(kind: Kind, message: string): Promise<void> {
  mountToaster();
  const { default: toast } = await toastLibrary();
  toast[kind](message);
}

/**
 * A form is in use: mount the toaster and fetch the library now, while the page is surely
 * online, so that everything a toast needs is loaded before Submit (a failure here is retried
 * by showToast).
 */
export function prepareToasts(): void {
  mountToaster();
  void toastLibrary().catch(() => undefined);
}

/** For useSyncExternalStore: whether any toast has been asked for yet. */
export const toastsWanted = () => wanted;

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
