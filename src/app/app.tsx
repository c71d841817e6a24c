import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';

import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { makePersistor, makeStore } from './store';

export function App() {
  const [{ store, persistor, router }] = useState(() => {
    const appStore = makeStore();
    return { store: appStore, persistor: makePersistor(appStore), router: createAppRouter() };
  });
  return (
    <AppProviders store={store} persistor={persistor}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
