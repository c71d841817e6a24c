import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import '@fontsource/cairo/arabic-400.css';
import '@fontsource/cairo/arabic-600.css';
import '@fontsource/cairo/arabic-700.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { mirrorPreferenceCookies } from '@/features/preferences/preference-cookies';

import { App } from './app/app';
import { firstRenderReady } from './app/boot';
import { makePersistor, makeStore } from './app/store';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const store = makeStore();
const persistor = makePersistor(store);
mirrorPreferenceCookies();

// Rendered as a transition, so React yields to the browser while it draws the page instead of
// holding the main thread; the result replaces the server's first screen in one commit.
function render() {
  startTransition(() =>
    createRoot(container!).render(
      <StrictMode>
        <App store={store} persistor={persistor} />
      </StrictMode>,
    ),
  );
}
void firstRenderReady(persistor, store.getState().preferences.language).then(render, render);
