/**
 * Runs `task` once the page has loaded and the browser is idle (or `timeout` ms after load at
 * the latest), so work nobody waits for stays out of the first seconds a phone spends
 * hydrating. Returns a cancel function for effects' clean-up.
 */
export function whenIdleAfterLoad(task: () => void, timeout = 5000): () => void {
  let cancelIdle = () => {};
  const schedule = () => {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(task, 1000);
      cancelIdle = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') {
    schedule();
    return () => cancelIdle();
  }
  window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}
