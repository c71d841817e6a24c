import {
  startTransition,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

import { loadShownLanguages } from '@/i18n/i18n';
import { yieldToMain } from '@/lib/yield-to-main';

import { onFirstIntent } from './on-first-intent';

interface LazyOnIntentOptions {
  /**
   * Also load as soon as the placeholder is on screen (a page restored scrolled down, a link to
   * a part of the page), for parts below the fold. Scrolling itself is already an intent.
   */
  whenSeen?: boolean;
}

// Where nothing can tell whether the placeholder is on screen, it might be: load it.
function onSeen(element: Element, start: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    start();
    return () => {};
  }
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    start();
  });
  observer.observe(element);
  return () => observer.disconnect();
}

// Parts whose code is ready are shown one commit at a time, each starting in a task of its own:
// several arrive together when the page falls idle, and React would draw them in one render and
// commit them, with every class their styles add, in one long task. `show` is given the function
// that lets the next part go (called once its part is drawn, or will not be).
let showing: Promise<void> = Promise.resolve();
function showInTurn(show: (done: () => void) => void) {
  showing = showing.then(() => new Promise<void>((done) => show(done))).then(yieldToMain);
}

/**
 * A component whose code loads only when the visitor starts using the page (see onFirstIntent),
 * so it stays out of the first download. Until then `fallback` stands in, in the server's first
 * screen too: the first render is the same on the server and in the browser. Once loaded (or
 * preloaded, for a page that shows it on its first screen), later mounts show the component at
 * once.
 */
export function lazyOnIntent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { whenSeen = false }: LazyOnIntentOptions = {},
) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () => {
    loading ??= load().then(
      // With the strings the component's code registered, in the language shown.
      async (component) => {
        await loadShownLanguages().catch(() => {});
        return (loaded = component);
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  function LazyOnIntent({ fallback, ...props }: P & { fallback: ReactNode }) {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    const placeholder = useRef<HTMLDivElement>(null);
    // Lets the next part be shown: set while this one's turn waits for its commit.
    const shown = useRef<(() => void) | null>(null);
    const letNextGo = () => {
      shown.current?.();
      shown.current = null;
    };
    useEffect(() => {
      if (Component) return letNextGo();
      let mounted = true;
      let begun = false;
      const cancels: (() => void)[] = [];
      const begin = () => {
        if (begun) return;
        begun = true;
        for (const cancel of cancels) cancel();
        // A failed download leaves the placeholder; the next visit tries again.
        // As a transition, so React draws it in slices between which the page answers input.
        start().then(
          (component) =>
            showInTurn((done) => {
              if (!mounted) return done();
              shown.current = done;
              startTransition(() => setComponent(() => component));
            }),
          () => {},
        );
      };
      cancels.push(onFirstIntent(begin));
      if (whenSeen && placeholder.current) cancels.push(onSeen(placeholder.current, begin));
      return () => {
        mounted = false;
        letNextGo();
        for (const cancel of cancels) cancel();
      };
    }, [Component]);
    if (Component) return <Component {...(props as P)} />;
    return whenSeen ? <div ref={placeholder}>{fallback}</div> : fallback;
  }

  let failed = false;
  /**
   * Loads the code now, for a page that shows the component on its first screen: mounted after
   * it has loaded, it renders at once. Resolves when the code has loaded or failed to.
   */
  LazyOnIntent.preload = (): Promise<void> =>
    start().then(
      () => void (failed = false),
      () => void (failed = true),
    );
  /** Whether preload has nothing left to wait for: the code has loaded, or failed to. */
  LazyOnIntent.settled = () => loaded !== null || failed;
  return LazyOnIntent;
}
