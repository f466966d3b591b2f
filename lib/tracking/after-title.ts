/** The longest a page view waits for its page's title. */
export const TITLE_WAIT_MS = 3000;

/**
 * Runs `send` once the document has a title. On a client-side visit Next streams the next page's
 * metadata after its content, so the path changes while the old <title> is gone and the new one
 * not yet in: a page view sent then carried an empty title. It waits for a title, at most
 * TITLE_WAIT_MS. The function it returns (an effect's cleanup) sends at once if nothing was sent
 * yet, so a visitor who moves on first still counts.
 */
export function afterTitle(send: () => void, waitMs = TITLE_WAIT_MS): () => void {
  if (document.title) {
    send();
    return () => {};
  }
  let sent = false;
  const finish = () => {
    if (sent) return;
    sent = true;
    observer.disconnect();
    clearTimeout(timer);
    send();
  };
  const observer = new MutationObserver(() => {
    if (document.title) finish();
  });
  observer.observe(document.head, { childList: true, subtree: true, characterData: true });
  const timer = setTimeout(finish, waitMs);
  return finish;
}
