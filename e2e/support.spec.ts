import { request as playwrightRequest, type Browser, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { repoRoot } from '../scripts/ensure-build.ts';
import { MAX_DAYS_AHEAD } from '../server/src/inventory/flights/constants.ts';

import arCommon from '../src/i18n/locales/ar/common.json' with { type: 'json' };
import arSupport from '../src/i18n/locales/ar/support.json' with { type: 'json' };

import { newTraveller } from './accounts.ts';
import { createAccount, rememberSignIn, resultsLink, stepHeading, type Tokens } from './booking.ts';
import { expect, screenshotPath, SPA_TAKEN_OVER, test, VIEWPORTS } from './fixtures.ts';
import { startServer, type RunningServer } from './server.ts';

// Support replay (issues 14 and 26): a traveller's real session (a failed search, a sign-in, the
// booking wizard typed in key by key, a language switch) is reported; support staff (made so by
// the command-line script, never through the API) read it on the support screen and download it;
// and the Redux DevTools importer replays that very file through the app's reducers
// (src/app/support-replay-file.test.ts) to the state the traveller's app held when they reported.
// The spec runs its own server: the script needs the embedded database, which one process at a
// time may open, so the server is stopped while the role is granted.

const artifact = (name: string) => path.join(path.dirname(screenshotPath('x')), name);
// docs/support.md shows these; the test takes them again on every run.
const docsImage = (name: string) => path.join(repoRoot, 'docs/images', `${name}.png`);

let dataDir: string;
let server: RunningServer;
const staff = newTraveller('support');
const traveller = newTraveller('reporter');
const PASSPORT = 'N7391846';
const PHONE = '+971 55 246 8135';
const DESCRIPTION =
  'Searching Dubai to Paris failed. Passport no N7391846, card 4111.1111.1111.1111, born on 14 March 1990, call +971 55 246 8135';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'safar-e2e-support-'));
  server = await startServer(dataDir);
  const api = await playwrightRequest.newContext({ baseURL: server.baseUrl });
  await createAccount(api, staff);
  await createAccount(api, traveller);
  await api.dispose();
  await server.stop();
  const granted = spawnSync(process.execPath, ['scripts/support-grant.ts', staff.email], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  expect(granted.stderr).toBe('');
  expect(granted.stdout).toContain('is now support staff');
  server = await startServer(dataDir);
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Opens a page and waits until the app has taken over the server's first screen. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await page.waitForSelector(SPA_TAKEN_OVER, { state: 'attached' });
}

async function signInByApi(email: string, password: string): Promise<Tokens> {
  const api = await playwrightRequest.newContext({ baseURL: server.baseUrl });
  const answer = await api.post('/authentication/login/', { data: { email, password } });
  expect(answer.ok()).toBe(true);
  const tokens = (await answer.json()) as Tokens;
  await api.dispose();
  return tokens;
}

/**
 * What the Redux DevTools extension does to reach the store (window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__,
 * which Redux Toolkit's configureStore asks for), here only to keep the state the app held the
 * moment Report a problem took its recording: what the replay must end at.
 */
async function keepStateAtReport(page: Page) {
  await page.addInitScript(() => {
    type Store = { getState(): unknown; dispatch(action: unknown): unknown };
    type Enhancer = (next: unknown) => unknown;
    const target = window as unknown as Record<string, unknown>;
    target.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ =
      () =>
      (...enhancers: Enhancer[]) =>
      (createStore: unknown) =>
      (...args: unknown[]) => {
        const create = enhancers.reduceRight((next, enhancer) => enhancer(next), createStore);
        const store = (create as (...a: unknown[]) => Store)(...args);
        const dispatch = (action: unknown) => {
          if ((action as { type?: unknown } | null)?.type === 'support/takeRecording') {
            target.__safarStateAtReport = JSON.parse(JSON.stringify(store.getState()));
          }
          return store.dispatch(action);
        };
        return { ...store, dispatch };
      };
  });
}

/**
 * A traveller's session, reported: a failed search, then (in full) a sign-in, the booking wizard
 * with the passport and phone typed key by key, and a switch to Arabic before reporting. The
 * short session reports in English and takes docs/support.md's pictures of the dialog.
 */
async function travellerSession(browser: Browser, { full }: { full: boolean }) {
  const context = await browser.newContext({ baseURL: server.baseUrl });
  const page = await context.newPage();
  await keepStateAtReport(page);
  await page.setViewportSize(VIEWPORTS.desktop);

  // A search that fails: it reaches the server (which logs it under its request id), but the app
  // gets a failure. (A flight the inventory does not sell yet, so the server's first screen is
  // drawn without results and the app asks for them itself.)
  let failedRequestId = '';
  await page.route('**/api/shopping/flight-offers/?**', async (route) => {
    const real = await route.fetch();
    failedRequestId = real.headers()['x-request-id'] ?? '';
    await route.fulfill({
      status: 500,
      headers: { 'x-request-id': failedRequestId },
      json: { detail: 'Internal server error' },
    });
  });
  const far = new Date(Date.now() + (MAX_DAYS_AHEAD + 30) * 86_400_000).toISOString().slice(0, 10);
  await open(
    page,
    `/flights?originLocationCode=DXB&destinationLocationCode=CDG&departureDate=${far}&adults=1`,
  );
  const failure = page.getByRole('alert').filter({ hasText: 'Failed to search flights' });
  await expect(failure).toBeVisible({ timeout: 30_000 });
  expect(failedRequestId).toMatch(/^[0-9a-f-]{36}$/);
  await page.unrouteAll();

  if (!full) {
    await failure.getByRole('button', { name: 'Report a problem' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report a problem' });
    await dialog.getByLabel('What happened? (optional)').fill(DESCRIPTION);
    await dialog.getByRole('button', { name: 'Show the data' }).click();
    const preview = dialog.getByTestId('support-report-preview');
    await expect(preview).toContainText('[passport-1]');
    await expect(preview).toContainText(failedRequestId);
    await expect(preview).not.toContainText(PASSPORT);
    await page.screenshot({ path: screenshotPath('support-report-dialog') });
    await dialog.screenshot({ path: docsImage('support-report-dialog') });
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
  } else {
    // One app session from here on: every page is reached inside the app, never by loading it
    // again (a reload starts a new recording, as it starts a new app). Signing in on the login
    // page, from the header.
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await page.getByLabel(/^Email/).fill(traveller.email);
    await page.getByLabel(/^Password/).fill(traveller.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });

    // The booking wizard, the passport and phone typed key by key. The results page is reached
    // as a link reaches it (the history API), so the recording goes on.
    await page.evaluate((url) => {
      window.history.pushState(null, '', url);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, resultsLink(1));
    const offers = page.getByRole('list', { name: 'Flight offers' }).getByRole('article');
    await expect(offers.first()).toBeVisible({ timeout: 30_000 });
    await offers.first().getByRole('link', { name: 'Book Now' }).click();
    await expect(stepHeading(page, 'Passenger Info')).toBeVisible({ timeout: 20_000 });
    const adult = page.getByRole('region', { name: 'Adult 1' });
    await adult.getByLabel(/^Full name/).fill(traveller.name);
    await adult.getByLabel(/^Passport number/).pressSequentially(PASSPORT);
    await page.getByLabel(/^Phone number/).fill('');
    await page.getByLabel(/^Phone number/).pressSequentially(PHONE);

    // A language switch, then Report a problem (in Arabic now) from the footer.
    await page.getByRole('button', { name: 'Switch language to Arabic' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: arCommon.reportProblem }).click();
    const dialog = page.getByRole('dialog', { name: arSupport.dialog.title });
    await dialog.getByLabel(arSupport.dialog.descriptionLabel).fill(DESCRIPTION);
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: arSupport.dialog.send }).click();
  }
  const codeText = page.getByTestId('support-report-code');
  await expect(codeText).toHaveText(/^[A-Z2-9]{8}$/, { timeout: 20_000 });
  const code = (await codeText.textContent()) ?? '';
  if (!full) {
    await page.screenshot({ path: screenshotPath('support-report-code') });
    await page.getByRole('dialog').screenshot({ path: docsImage('support-report-code') });
  }

  const liveState = await page.evaluate(
    () => (window as unknown as Record<string, unknown>).__safarStateAtReport,
  );
  expect(liveState).toBeTruthy();
  await context.close();
  return { code, failedRequestId, liveState };
}

async function staffPage(browser: Browser, options: { language?: string; theme?: string } = {}) {
  const context = await browser.newContext({ baseURL: server.baseUrl, acceptDownloads: true });
  const tokens = await signInByApi(staff.email, staff.password);
  await rememberSignIn(context, tokens);
  await context.addInitScript(
    ({ language, theme }) => {
      localStorage.setItem('language', language);
      localStorage.setItem('theme', theme);
    },
    { language: options.language ?? 'en', theme: options.theme ?? 'light' },
  );
  return context.newPage();
}

test('a reported session is read by staff on the support screen, downloaded, and replays in Redux DevTools', async ({
  browser,
}) => {
  test.setTimeout(420_000);
  const { code, failedRequestId, liveState } = await travellerSession(browser, { full: true });

  const page = await staffPage(browser);
  await page.setViewportSize(VIEWPORTS.desktop);
  await open(page, '/contact');
  // Staff find their screen in the footer.
  await page.getByRole('link', { name: 'Support reports' }).click();
  await expect(page).toHaveURL(/\/support$/);
  await page.getByLabel('Report code').fill(`${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`);
  await page.getByRole('button', { name: 'Open report' }).click();

  await expect(page.getByRole('heading', { name: `Report ${code}` })).toBeVisible();
  const description = page.getByTestId('support-report-description');
  await expect(description).toContainText(
    'Searching Dubai to Paris failed. Passport no [passport-',
  );
  await expect(description).toContainText('born on [birthdate-');
  for (const secret of [PASSPORT, '4111', 'March', '246 8135']) {
    await expect(description).not.toContainText(secret);
  }
  await expect(page.getByText('/flight-booking', { exact: true })).toBeVisible();
  await expect(page.getByText('Arabic', { exact: true })).toBeVisible();
  await expect(page.getByText('A signed-in traveller')).toBeVisible();
  const requests = page.getByRole('list', { name: 'Requests' });
  const failed = requests.getByRole('listitem').filter({ hasText: failedRequestId });
  await expect(failed).toContainText('searchFlightOffers');
  await expect(failed).toContainText('Failed');
  await expect(failed).toContainText('HTTP 500');
  const steps = page.getByTestId('support-report-steps');
  // The endpoint is isolated from the sentence's direction (\u2068…\u2069).
  await expect(steps).toContainText(/searchFlightOffers\W? failed/);
  await expect(steps).toContainText('preferences/languageToggled');
  await expect(steps).toContainText(/flightBooking\/bookingDraftSaved · \d+ times in a row/);
  await page.screenshot({ path: screenshotPath('support-screen-en'), fullPage: true });
  await page.screenshot({ path: docsImage('support-screen') });

  // Download for Redux DevTools: the very file the replay test imports.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download for Redux DevTools' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`safar-report-${code}.json`);
  const file = artifact(`safar-report-${code}.json`);
  await download.saveAs(file);
  const text = readFileSync(file, 'utf8');
  for (const secret of [
    traveller.email,
    traveller.password,
    traveller.phone,
    PASSPORT,
    '4111',
    '246 8135',
  ]) {
    expect([secret, text.includes(secret)]).toEqual([secret, false]);
  }
  expect(text).toContain(failedRequestId);
  // Typed key by key, yet one placeholder each.
  expect(new Set(text.match(/\[passport-\d+\]/g))).toEqual(new Set(['[passport-1]']));
  const actions = JSON.parse((JSON.parse(text) as { payload: string }).payload) as unknown[];
  expect(JSON.stringify(actions)).not.toMatch(/persist\/|sendProblemReport/);

  // The replay: Redux DevTools' importState + instrument + the app's reducer, on that file.
  const live = artifact(`safar-report-${code}.live-state.json`);
  writeFileSync(live, JSON.stringify(liveState));
  const summary = artifact(`safar-report-${code}.replay.json`);
  const jest = spawnSync(
    process.execPath,
    [
      'node_modules/jest/bin/jest.js',
      '--selectProjects',
      'web',
      '--testPathPatterns',
      'src/app/support-replay-file',
      '--ci',
      '--json',
      `--outputFile=${summary}`,
    ],
    {
      cwd: repoRoot,
      env: { ...process.env, SUPPORT_REPLAY_FILE: file, SUPPORT_REPLAY_LIVE_STATE: live },
      encoding: 'utf8',
    },
  );
  expect(jest.status, jest.stderr).toBe(0);
  const results = JSON.parse(readFileSync(summary, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
  };
  expect(results).toMatchObject({ numFailedTests: 0, numPendingTests: 0 });
  expect(results.numPassedTests).toBeGreaterThan(0);
  test.info().annotations.push({
    type: 'replay',
    description: `${actions.length} actions replayed, 0 errors, last state equal (${file})`,
  });
});

test('the support screen in Arabic, dark, on a phone', async ({ browser }) => {
  test.setTimeout(240_000);
  const { code } = await travellerSession(browser, { full: false });
  const page = await staffPage(browser, { language: 'ar', theme: 'dark' });
  await page.setViewportSize(VIEWPORTS.phone);
  await open(page, `/support?code=${code}`);
  const t = arSupport.staff;
  await expect(
    page.getByRole('heading', { name: t.report.heading.replace('{{code}}', code) }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: t.download })).toBeVisible();
  // Nothing runs off the side of a narrow screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    VIEWPORTS.phone.width,
  );
  await page.screenshot({ path: screenshotPath('support-screen-ar-dark-phone'), fullPage: true });
  await page.screenshot({ path: docsImage('support-screen-ar-phone') });
  // Closer looks at the parts that mix Arabic with codes and ids.
  await page
    .getByRole('heading', { name: t.report.heading.replace('{{code}}', code) })
    .locator('..')
    .screenshot({ path: screenshotPath('support-report-ar-dark-phone') });
  await page
    .getByRole('list', { name: t.requests.heading })
    .screenshot({ path: screenshotPath('support-requests-ar-dark-phone') });
  await page
    .getByTestId('support-report-steps')
    .screenshot({ path: screenshotPath('support-steps-ar-dark-phone') });
});

test('a traveller is refused the support screen and its API', async ({ browser }) => {
  test.setTimeout(120_000);
  const tokens = await signInByApi(traveller.email, traveller.password);
  const context = await browser.newContext({ baseURL: server.baseUrl });
  await rememberSignIn(context, tokens);
  const page = await context.newPage();
  await open(page, '/support?code=K7M49QXD');
  await expect(page.getByRole('heading', { name: 'For Safar support staff only' })).toBeVisible();
  await expect(page.getByLabel('Report code')).toHaveCount(0);
  for (const url of ['/api/support/reports/K7M49QXD/', '/api/support/reports/K7M49QXD/download/']) {
    const answer = await page.request.get(url, {
      headers: { authorization: `Bearer ${tokens.access}` },
    });
    expect([url, answer.status()]).toEqual([url, 403]);
    expect(((await answer.json()) as { code: string }).code).toBe('not_support');
  }
  // A guest is sent to sign in first.
  const guest = await browser.newPage({ baseURL: server.baseUrl });
  await open(guest, '/support');
  await expect(guest).toHaveURL(/\/login$/);
  await context.close();
  await guest.close();
});
