import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';

import { AppProviders } from './providers';
import { AppRoutes } from './router';
import type { AppStore } from './store';

interface AppProps {
  store: AppStore;
}

export function App({ store }: AppProps) {
  // The server's first screen is gone once this runs: say so (tests wait for it).
  useEffect(() => document.getElementById('root')?.removeAttribute('data-first-screen'), []);
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
