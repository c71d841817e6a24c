import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

import { onFirstIntent } from './on-first-intent';

/**
 * A component whose code loads only when the visitor starts using the page (see onFirstIntent),
 * so it stays out of the first download. Until then, and always in the server's first screen,
 * `fallback` stands in: the first render is the same on the server and in the browser. Once
 * loaded, later mounts show the component at once.
 */
export function lazyOnIntent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  return function LazyOnIntent({ fallback, ...props }: P & { fallback: ReactNode }) {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (Component) return;
      let mounted = true;
      const cancel = onFirstIntent(() => {
        // A failed download leaves the placeholder; the next visit tries again.
        start().then(
          (component) => mounted && setComponent(() => component),
          () => {},
        );
      });
      return () => {
        mounted = false;
        cancel();
      };
    }, [Component]);
    return Component ? <Component {...(props as P)} /> : fallback;
  };
}
