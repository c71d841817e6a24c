import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import path from 'node:path';

export { expect };

export type Language = 'en' | 'ar';
export type Theme = 'light' | 'dark';

export const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 375, height: 740 },
} as const;

const SCREENSHOT_DIR = path.join(import.meta.dirname, 'artifacts/screenshots');

/** Where a named screenshot goes, for screenshots of one element rather than the page. */
export const screenshotPath = (name: string) => path.join(SCREENSHOT_DIR, `${name}.png`);

interface Fixtures {
  /** Console errors and uncaught page errors seen during the test. */
  consoleErrors: string[];
  /** Opens a page with the theme and language already chosen (the spec's localStorage keys). */
  openWith: (route: string, options: { language?: Language; theme?: Theme }) => Promise<void>;
  snap: (name: string) => Promise<void>;
}

/**
 * The server's HTML already shows the page's first screen (a marker on #root), and clicks on it
 * do nothing until the SPA has drawn over it; tests act on the SPA, so a page load here ends
 * once the SPA has taken over.
 */
export const SPA_TAKEN_OVER = '#root:not([data-first-screen])';

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const takenOver = async <T>(response: T) => {
      await page.waitForSelector(SPA_TAKEN_OVER, { state: 'attached' });
      return response;
    };
    page.goto = async (...args) => takenOver(await goto(...args));
    page.reload = async (...args) => takenOver(await reload(...args));
    await use(page);
  },
  // Playwright fixtures must destructure their dependencies; this one has none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  consoleErrors: async ({ page, baseURL }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // Resources from other sites (the airline-logo service) cannot load on an offline test
      // machine; the app shows its own fallback, so only our own origin's errors count.
      const source = message.location().url;
      if (source && baseURL && !source.startsWith(baseURL)) return;
      errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
  openWith: async ({ page }, use) => {
    await use(async (route, { language = 'en', theme = 'light' }) => {
      await page.addInitScript(
        ({ lang, mode }) => {
          if (!window.sessionStorage.getItem('e2e-prefs-set')) {
            window.localStorage.setItem('language', lang);
            window.localStorage.setItem('theme', mode);
            window.sessionStorage.setItem('e2e-prefs-set', '1');
          }
        },
        { lang: language, mode: theme },
      );
      await page.goto(route);
    });
  },
  snap: async ({ page }, use, testInfo) => {
    await use(async (name) => {
      const file = screenshotPath(name);
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(name, { path: file, contentType: 'image/png' });
    });
  },
});

/**
 * Serious and critical accessibility violations on the current page. axe's Label in Name check
 * (WCAG 2.5.3: a control's name contains the words it shows, so a voice user can say them) is
 * still marked experimental, so it is turned on here by name.
 */
export async function seriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`);
}
