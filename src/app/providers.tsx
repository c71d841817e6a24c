import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';

import { SessionBootstrap } from '@/features/auth/session-bootstrap';

import { PreferencesProvider } from './preferences-provider';
import type { AppStore } from './store';

interface AppProvidersProps {
  store: AppStore;
  persistor: Persistor;
  children: ReactNode;
}

export function AppProviders({ store, persistor, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <SessionBootstrap />
      <PersistGate loading={null} persistor={persistor}>
        <PreferencesProvider>{children}</PreferencesProvider>
      </PersistGate>
    </Provider>
  );
}
