import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';

import { PreferencesProvider } from '@/app/preferences-provider';
import { routes as appRoutes } from '@/app/router';
import { makeStore, type RootState } from '@/app/store';
import { SessionBootstrap } from '@/features/auth/session-bootstrap';
import type { Language } from '@/lib/format';

interface RenderOptions {
  /** Where the memory router starts. */
  route?: string;
  /** Navigation state for the first entry (e.g. { activeTab: 'hotels' }). */
  state?: unknown;
  language?: Language;
  preloadedState?: Partial<RootState>;
}

function renderRouter(routes: RouteObject[], options: RenderOptions) {
  const { route = '/', state, language = 'en', preloadedState } = options;
  const store = makeStore({
    ...preloadedState,
    preferences: { theme: 'light', language, digits: 'arab', ...preloadedState?.preferences },
  });
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname: route, state }] });
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <SessionBootstrap />
      <PreferencesProvider>
        <RouterProvider router={router} />
      </PreferencesProvider>
    </Provider>,
  );
  return { ...view, store, router, user };
}

/** Renders one component with a fresh store, theme, i18n and a memory router. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  return renderRouter([{ path: '*', element: ui }], options);
}

/** Renders the whole app (header, footer, lazy routes) at a route. */
export function renderApp(options: RenderOptions = {}) {
  return renderRouter(appRoutes, options);
}
