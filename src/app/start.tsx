import { startTransition, StrictMode } from 'react';

import { yieldToMain } from '@/lib/yield-to-main';

/*
 * The app's start, once the server's first screen is on screen (src/index.tsx). It goes in steps
 * that each leave the main thread to the browser in between, so the page already shown stays
 * responsive: the store with the saved state, the locale data, the strings, the styles, React's
 * renderer, the theme's machinery, the theme, then the app with the page's code. Each step's
 * modules are evaluated only when the step is reached: they are imported "eagerly" (part of this
 * chunk, so no request of their own, but run at the import).
 * Once the route's code, its strings, the saved state and, in Arabic, the right-to-left styles are
 * there (app/boot.ts), React draws the same screen over the server's as a transition.
 */
async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  // This chunk's last script ran this far in its own task, which made it ready (the browser's
  // work on a script that arrived is long enough already): the store's modules start the next.
  await nextStep('store-code');
  const { startStore } = await import(/* webpackMode: "eager" */ './first-screen/start-store');
  await nextStep('store');

  // A results page's first screen was drawn with its answer: the store starts with it.
  const { store, persistor } = startStore(document);
  const { language } = store.getState().preferences;
  // A stored session is checked now, while the app's code loads, rather than after its first
  // render: a signed-in traveller's first render then knows them. Not where the server drew the
  // page as the app draws it while it checks the session: the app adopts that page as it stands,
  // and asks once it has (SessionBootstrap), so the drawing stays on screen and only the
  // traveller's own parts change.
  const [{ checkStoredSession }, { drawnForSession }] = await Promise.all([
    import(/* webpackMode: "eager" */ '@/features/auth/session-check'),
    import(/* webpackMode: "eager" */ './takeover'),
  ]);
  if (!drawnForSession(container)) checkStoredSession(store);
  await nextStep('locale');

  // The browser's locale data, loaded by a worker where the browser allows (lib/locale-data.ts),
  // then the formatters, in a step of their own rather than inside the first render.
  const { loadLocaleData } = await import(/* webpackMode: "eager" */ '@/lib/locale-data');
  await loadLocaleData();
  const { prepareFormatters } = await import(/* webpackMode: "eager" */ '@/lib/format');
  prepareFormatters(language);
  await nextStep('strings');

  // The shell's strings start loading now, alongside the page's code.
  const { initI18n, loadLanguage } = await import(/* webpackMode: "eager" */ '@/i18n/i18n');
  initI18n(language);
  void loadLanguage(language).catch(() => {});
  await nextStep('styles');

  // Making the style cache adopts the classes the server wrote into the first screen where they
  // stand. The scheme goes on <html> (a first visit's drawing has none): a restyle, before React
  // takes over rather than inside its commits.
  await import(/* webpackMode: "eager" */ '@/theme/direction-cache');
  const { showColorScheme } = await import(/* webpackMode: "eager" */ '@/theme/theme-mode');
  showColorScheme(store.getState().preferences.theme);
  await nextStep('react-dom');

  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextStep('mui');

  // The theme's machinery (MUI's styles, the theme, the providers), apart from the app's layout.
  await import(/* webpackMode: "eager" */ './preferences-provider');
  await nextStep('theme');

  // The theme itself (its CSS variables for both schemes), built once here rather than inside
  // the first render, where it would be the longest piece of one of React's slices.
  const { appTheme } = await import(/* webpackMode: "eager" */ '@/theme/theme');
  appTheme(language === 'ar' ? 'rtl' : 'ltr');
  await nextStep('app');

  const { App } = await import(/* webpackMode: "eager" */ './app');
  await nextStep('boot');

  const [{ firstRenderReady }, { drawnAsTheSpaDraws }] = await Promise.all([
    import(/* webpackMode: "eager" */ './boot'),
    import(/* webpackMode: "eager" */ './takeover'),
  ]);
  // The page's own code in a task of its own: where its chunk has already arrived, asking for it
  // evaluates it at once, which would otherwise lengthen the step above.
  await nextStep('route');
  await firstRenderReady(persistor, language);
  performance.mark('start:render');

  const app = (
    <StrictMode>
      <App store={store} />
    </StrictMode>
  );
  // Rendered as a transition, so React yields to the browser while it draws the page instead of
  // holding the main thread (outside one, React draws a first render in one long task).
  startTransition(() => {
    if (drawnAsTheSpaDraws(container, store.getState())) {
      // The server drew the page as this render draws it: React adopts its elements instead of
      // making them again (src/app/takeover.ts).
      hydrateRoot(container, app, { onRecoverableError: reportRedrawn });
    } else {
      // The result replaces the server's first screen in one commit.
      createRoot(container).render(app);
    }
  });
}

// React found a difference in the text after all, and drew the page anew: worth knowing, not an
// error the visitor sees.
function reportRedrawn(error: unknown) {
  console.info("The page was drawn anew over the server's first screen:", error);
}

// Each step starts in a task of its own, named in the browser's performance timeline (bench:trace
// lists them with the tasks they run in).
async function nextStep(name: string) {
  await yieldToMain();
  performance.mark(`start:${name}`);
}

void start();
