/*
 * The site's toasts. The toast library (and the runtime CSS it injects) is fetched with the
 * first toast, not with the page: toasts only follow a form submission, and evaluating the
 * library at load cost every phone a long task before anyone had typed a thing. A form being
 * filled in fetches it ahead (prepareToasts), so a toast still shows when the connection drops
 * before the visitor presses Submit (the offline message is a toast too); if the library still
 * cannot be fetched, a plain toast says the same.
 */
type Kind = 'success' | 'error';

export const TOAST_DURATION_MS = 5000;

/** The one loader of the toast library, shared with the layout's <Toasts />. */
export const toastLibrary = () => import('react-hot-toast');
const listeners = new Set<() => void>();
let wanted = false;
let host: HTMLDialogElement | null = null;

const notify = () => listeners.forEach((listener) => listener());

/** Asks the layout's <Toasts /> to mount the toaster (which loads the library); once is enough. */
function mountToaster(): void {
  if (wanted) return;
  wanted = true;
  notify();
}

/**
 * An open dialog (the schedule-a-call modal) sits in the browser's top layer, above anything
 * else on the page, and leaves the rest of the page inert: a toast drawn in the page would be
 * hidden behind it and unheard by screen readers. While one is open the toasts are drawn inside
 * it, and back in the page once it closes.
 */
function followOpenDialog(): void {
  const last = [...document.querySelectorAll('dialog[open]')].at(-1);
  // Also leaves a dialog that went without a close event (taken out of the page while open).
  const open = last instanceof HTMLDialogElement ? last : null;
  if (open === host) return;
  host = open;
  open?.addEventListener(
    'close',
    () => {
      if (host !== open) return;
      host = null;
      notify();
    },
    { once: true },
  );
  notify();
}

/** A toast drawn without the library, as its toasts look (globals.css), for the same time. */
function showPlainToast(message: string): void {
  const toast = document.createElement('div');
  toast.className = 'plain-toast';
  toast.setAttribute('role', 'status');
  toast.setAttribute('aria-live', 'polite');
  toast.textContent = message;
  (host ?? document.body).append(toast);
  setTimeout(() => toast.remove(), TOAST_DURATION_MS);
}

/** Shows a toast, mounting the toaster first if no form has done so yet. */
export async function showToast(kind: Kind, message: string): Promise<void> {
  mountToaster();
  followOpenDialog();
  let library;
  try {
    library = await toastLibrary();
  } catch {
    showPlainToast(message);
    return;
  }
  library.default[kind](message);
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

/** For useSyncExternalStore: the open dialog the toasts are drawn in, or null for the page. */
export const toastHost = () => host;

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
