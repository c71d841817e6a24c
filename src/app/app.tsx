import { useLayoutEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';

import { AppProviders } from './providers';
import { AppRoutes } from './router';
import type { AppStore } from './store';

interface AppProps {
  store: AppStore;
}

export function App({ store }: AppProps) {
  // The SPA has drawn the page: the server's first screen is gone, or taken over where it stood.
  // Its global styles that the SPA's own did not adopt (emotion then leaves the key alone in
  // data-emotion) go before the browser paints; the attribute says the SPA has the page (tests
  // wait for it). See render-first-screen.tsx.
  useLayoutEffect(() => {
    for (const style of document.querySelectorAll('style[data-first-screen-style]')) {
      if (style.getAttribute('data-emotion')?.includes(' ')) style.remove();
      else style.removeAttribute('data-first-screen-style');
    }
    document.getElementById('root')?.removeAttribute('data-first-screen');
  }, []);
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
