// What counts as the visitor starting to use the page.
const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'];

/** How long after the page's load event a visitor who has done nothing waits for deferred code. */
export const IDLE_AFTER_LOAD_MS = 3000;

/**
 * Calls `start` once: at the visitor's first sign of use (pointer, touch, key, focus, wheel) or,
 * failing that, when the page has been loaded for IDLE_AFTER_LOAD_MS and the browser is idle.
 * Returns a function that cancels the wait.
 */
export function onFirstIntent(start: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const options = { capture: true, passive: true } as const;
  const cancel = () => {
    clearTimeout(timer);
    window.removeEventListener('load', waitForIdle);
    for (const type of INTENT_EVENTS) window.removeEventListener(type, fire, options);
  };
  function fire() {
    cancel();
    start();
  }
  function waitForIdle() {
    timer = setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(fire, { timeout: 2000 });
      else fire();
    }, IDLE_AFTER_LOAD_MS);
  }
  for (const type of INTENT_EVENTS) window.addEventListener(type, fire, options);
  if (document.readyState === 'complete') waitForIdle();
  else window.addEventListener('load', waitForIdle, { once: true });
  return cancel;
}
