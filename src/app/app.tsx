import type { Persistor } from 'redux-persist';
import { RouterProvider } from 'react-router-dom';

import { AppProviders } from './providers';
import type { AppRouter } from './router';
import type { AppStore } from './store';

interface AppProps {
  store: AppStore;
  persistor: Persistor;
  router: AppRouter;
}

export function App({ store, persistor, router }: AppProps) {
  return (
    <AppProviders store={store} persistor={persistor}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
