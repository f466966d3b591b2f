/*
 * A tap that lands between the first paint and hydration would do nothing: the button's handler
 * is not attached yet, and React replays only events that arrive after it has started. This
 * script, inlined in the document's head, holds such taps (a click on a button, a form's
 * submit) and replays each once the page has hydrated (HYDRATED_FLAG), so Get a Call, the
 * menu or a form sent early answers as soon as the page can. A double tap is one tap. With
 * scripts off entirely it never runs, and the browser does what the markup says.
 * It relies on the order of Next's server HTML (the root layout's head before Next's scripts),
 * which Next does not document: pinned by e2e/embedded/shell.spec.ts (lib/next-internals/README.md).
 */
export function earlyTaps() {
  const GIVE_UP_MS = 15_000;
  const held: { element: Element; submit: boolean }[] = [];
  let watching = false;

  // Set by components/layout/HydrationMark.client.tsx once the root has hydrated: Next's own
  // window.next comes before React has attached a single handler.
  const hydrating = () => '__siteHydrated' in self;

  function replay() {
    document.removeEventListener('click', hold, true);
    document.removeEventListener('submit', hold, true);
    for (const { element, submit } of held.splice(0)) {
      if (!element.isConnected) continue;
      if (submit) (element as HTMLFormElement).requestSubmit();
      else (element as HTMLElement).click();
    }
  }

  function watch() {
    if (watching) return;
    watching = true;
    const since = Date.now();
    const timer = setInterval(() => {
      // Scripts that never arrive (blocked, offline) must not swallow taps: after a while they
      // go to the browser's own behaviour (a search form's GET, say).
      if (!hydrating() && Date.now() - since < GIVE_UP_MS) return;
      clearInterval(timer);
      setTimeout(replay, 0);
    }, 50);
  }

  function hold(event: Event) {
    if (hydrating()) return replay();
    const submit = event.type === 'submit';
    const target = event.target as Element | null;
    const element = submit ? target : target?.closest?.('button');
    if (!element) return;
    event.preventDefault();
    event.stopPropagation();
    if (!held.some((tap) => tap.element === element)) held.push({ element, submit });
    watch();
  }

  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
}

/** The window property the root's first effect sets (the inlined script spells it too: a unit test keeps them one). */
export const HYDRATED_FLAG = '__siteHydrated';

export const EARLY_TAPS_SCRIPT = `(${earlyTaps.toString()})()`;
