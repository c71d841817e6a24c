import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutEffect, type ReactElement, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateFunction,
  type NavigateOptions,
  type NavigationType,
  type To,
} from 'react-router-dom';

import { PreferencesProvider } from '@/app/preferences-provider';
import { AppRoutes } from '@/app/router';
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

/** The memory router seen from outside: where it is, how it got there, and a way to move it. */
export interface TestRouter {
  readonly state: { readonly location: Location; readonly historyAction: NavigationType };
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
}

interface Seen {
  location?: Location;
  historyAction?: NavigationType;
  navigate?: NavigateFunction;
}

function RouterProbe({ seen }: { seen: Seen }) {
  const location = useLocation();
  const historyAction = useNavigationType();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    Object.assign(seen, { location, historyAction, navigate });
  });
  return null;
}

function renderRouter(routes: ReactNode, options: RenderOptions) {
  const { route = '/', state, language = 'en', preloadedState } = options;
  const store = makeStore({
    ...preloadedState,
    preferences: { theme: 'light', language, digits: 'arab', ...preloadedState?.preferences },
  });
  const seen: Seen = {};
  const router: TestRouter = {
    get state() {
      return { location: seen.location!, historyAction: seen.historyAction! };
    },
    navigate: (to, navigateOptions) =>
      act(async () => {
        await (typeof to === 'number' ? seen.navigate!(to) : seen.navigate!(to, navigateOptions));
      }),
  };
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <SessionBootstrap />
      <PreferencesProvider>
        <MemoryRouter initialEntries={[{ pathname: route, state }]}>
          <RouterProbe seen={seen} />
          {routes}
        </MemoryRouter>
      </PreferencesProvider>
    </Provider>,
  );
  return { ...view, store, router, user };
}

/** Renders one component with a fresh store, theme, i18n and a memory router. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  return renderRouter(
    <Routes>
      <Route path="*" element={ui} />
    </Routes>,
    options,
  );
}

/** Renders the whole app (header, footer, lazy routes) at a route. */
export function renderApp(options: RenderOptions = {}) {
  return renderRouter(<AppRoutes />, options);
}
