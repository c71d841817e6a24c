import type { ReactNode } from 'react';
import { Provider } from 'react-redux';

import { SessionBootstrap } from '@/features/auth/session-bootstrap';

import { PreferencesProvider } from './preferences-provider';
import type { AppStore } from './store';

interface AppProvidersProps {
  store: AppStore;
  children: ReactNode;
}

/**
 * The app's providers. The saved state is already in the store when they first render (the first
 * render waits for it, app/boot.ts), so no gate stands between them and the page: redux-persist's
 * PersistGate rendered nothing first and then the whole page again, at once, in one long task.
 */
export function AppProviders({ store, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <SessionBootstrap />
      <PreferencesProvider>{children}</PreferencesProvider>
    </Provider>
  );
}
