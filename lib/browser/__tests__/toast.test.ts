/** @jest-environment jsdom */

type ToastModule = typeof import('@/lib/browser/toast');

const shown: Array<[string, string]> = [];

/** A fresh copy of lib/browser/toast with the toast library fetched (online) or failing (offline). */
function load(online: boolean): ToastModule {
  jest.resetModules();
  jest.doMock('react-hot-toast', () => {
    if (!online) throw new Error('Failed to fetch dynamically imported module');
    return {
      __esModule: true,
      default: { success: (m: string) => shown.push(['success', m]), error: (m: string) => shown.push(['error', m]) },
    };
  });
  let toast: ToastModule | undefined;
  jest.isolateModules(() => {
    toast = jest.requireActual('@/lib/browser/toast') as ToastModule;
  });
  return toast!;
}

function openDialog(): HTMLDialogElement {
  const dialog = document.createElement('dialog');
  dialog.setAttribute('open', '');
  document.body.append(dialog);
  return dialog;
}

describe('toasts', () => {
  beforeEach(() => {
    shown.length = 0;
    document.body.replaceChildren();
  });
  afterEach(() => jest.useRealTimers());

  it('shows the message through the library when it can be fetched', async () => {
    const toast = load(true);
    await toast.showToast('error', 'Query Submit failed:  Rejected');
    expect(shown).toEqual([['error', 'Query Submit failed:  Rejected']]);
    expect(toast.toastsWanted()).toBe(true);
    expect(document.querySelector('.plain-toast')).toBeNull();
  });

  it('while a dialog is open, draws the toasts inside it, and back in the page once it closes', async () => {
    const toast = load(true);
    const changes = jest.fn();
    toast.subscribeToToasts(changes);
    expect(toast.toastHost()).toBeNull();
    const dialog = openDialog();
    await toast.showToast('error', 'Failed to submit query');
    expect(toast.toastHost()).toBe(dialog);
    const before = changes.mock.calls.length;
    dialog.removeAttribute('open');
    dialog.dispatchEvent(new Event('close'));
    expect(toast.toastHost()).toBeNull();
    expect(changes.mock.calls.length).toBe(before + 1);
    await toast.showToast('success', 'Query Submit Successfully');
    expect(toast.toastHost()).toBeNull();

    // A dialog taken out of the page while open sends no close event: the next toast leaves it.
    const removed = openDialog();
    await toast.showToast('error', 'Failed to submit query');
    expect(toast.toastHost()).toBe(removed);
    removed.remove();
    await toast.showToast('error', 'Failed to submit query');
    expect(toast.toastHost()).toBeNull();
  });

  it('when the library cannot be fetched, a plain toast says the same for 5 s, inside the open dialog if any', async () => {
    jest.useFakeTimers();
    const toast = load(false);
    await toast.showToast('error', 'Query Submit failed:  nothing was sent');
    const plain = document.body.querySelector<HTMLElement>(':scope > .plain-toast');
    expect(plain).toHaveAttribute('role', 'status');
    expect(plain?.textContent).toBe('Query Submit failed:  nothing was sent');
    jest.advanceTimersByTime(toast.TOAST_DURATION_MS);
    expect(document.querySelector('.plain-toast')).toBeNull();

    const dialog = openDialog();
    await toast.showToast('error', 'Failed to submit query');
    expect(dialog.querySelector('.plain-toast')).toHaveTextContent('Failed to submit query');
  });
});
