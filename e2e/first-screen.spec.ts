import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

import { inDays } from './booking.ts';
import {
  expect,
  screenshotPath,
  SPA_TAKEN_OVER,
  test,
  VIEWPORTS,
  type Language,
  type Theme,
} from './fixtures.ts';

// The first screen is in the HTML the server sends (server/src/plugins/spa-pages.ts): readable
// without JavaScript, in the visitor's language and theme, and the SPA draws over it without
// moving it. Preferences reach the server as the cookies the SPA mirrors from localStorage.
// A page joins FIRST_SCREENS (src/app/first-screen/render-first-screen.tsx) and this list
// together, one line each.

// results: how a results page's first screen draws its results: as loading placeholders, or
// drawn from the answer the server asked its own API for (the SPA starts with that answer).
const PAGES = [
  {
    name: 'home',
    path: '/',
    heading: { en: /Search and book/, ar: /ابحث واحجز/ },
    results: null,
  },
  {
    name: 'flights',
    // A flight the search sells, so the server draws its results.
    path: `/flights?originLocationCode=DXB&destinationLocationCode=LHR&departureDate=${inDays(30)}&adults=1`,
    heading: { en: /DXB.*LHR/, ar: /DXB.*LHR/ },
    results: 'drawn',
  },
  {
    name: 'flights-default',
    // The default search is the visitor's, dated by the visitor's clock: drawn loading.
    path: '/flights',
    heading: { en: /DXB.*CDG/, ar: /DXB.*CDG/ },
    results: 'loading',
  },
  {
    name: 'login',
    path: '/login',
    heading: { en: /Sign in|Welcome/, ar: /[\u0600-\u06FF]/ },
    results: null,
  },
  {
    name: 'hotels',
    // A stay the hotel search sells (within its 360 days), so the server draws its results.
    path: `/hotels?destination=DXB&city=Dubai&checkIn=${inDays(30)}&checkOut=${inDays(32)}&room=2`,
    heading: { en: /Hotels in Dubai/, ar: /فنادق في/ },
    results: 'drawn',
  },
  {
    name: 'cars',
    // A rental the car search sells, so the server draws its results.
    path: `/cars?pickupLocation=DXB&pickupDate=${inDays(30)}&pickupTime=10:00&returnDate=${inDays(33)}&returnTime=10:00`,
    heading: { en: /Rent a car/, ar: /[\u0600-\u06FF]/ },
    results: 'drawn',
  },
] as const;

// The details pages of the shared stay's first hotel and first car, drawn with their answers: the
// page's main picture (fetched first) is in the HTML.
async function detailsPages(request: APIRequestContext) {
  const [checkIn, checkOut] = [inDays(30), inDays(32)];
  const hotels = await request.post('/api/hotelbeds/availability/', {
    data: {
      checkIn,
      checkOut,
      occupancies: [{ rooms: 1, adults: 2, children: 0 }],
      destination: { code: 'DXB' },
    },
  });
  const hotel = ((await hotels.json()) as { results: { code: number; name: string }[] })
    .results[0]!;
  const cars = await request.get(
    `/api/cars/search/?pickupLocation=DXB&pickupDate=${checkIn}&pickupTime=10:00&returnDate=${inDays(33)}&returnTime=10:00`,
  );
  const car = ((await cars.json()) as { results: { id: string }[] }).results[0]!;
  const name = new RegExp(hotel.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return [
    {
      name: 'hotel-details',
      path: `/hotel-details/${hotel.code}?checkIn=${checkIn}&checkOut=${checkOut}&room=2`,
      heading: { en: name, ar: name },
      results: 'picture',
    },
    {
      name: 'car-details',
      path: `/car-details/${car.id}`,
      heading: { en: /or similar/, ar: /[\u0600-\u06FF]/ },
      results: 'picture',
    },
  ] as const;
}

const allPages = async (request: APIRequestContext) => [...PAGES, ...(await detailsPages(request))];

async function savePreferences(
  context: BrowserContext,
  baseURL: string,
  language: Language,
  theme: Theme,
) {
  await context.addCookies([
    { name: 'language', value: language, url: baseURL },
    { name: 'theme', value: theme, url: baseURL },
  ]);
  await context.addInitScript(
    ({ lang, mode }) => {
      localStorage.setItem('language', lang);
      localStorage.setItem('theme', mode);
    },
    { lang: language, mode: theme },
  );
}

const box = async (page: Page, selector: string) => page.locator(selector).first().boundingBox();

for (const language of ['en', 'ar'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`first screens without JavaScript, ${language}, ${theme}`, async ({
      browser,
      baseURL,
      request,
    }) => {
      const context = await browser.newContext({
        baseURL,
        javaScriptEnabled: false,
        viewport: VIEWPORTS.phone,
      });
      await savePreferences(context, baseURL!, language, theme);
      const page = await context.newPage();
      for (const { name, path, heading, results } of await allPages(request)) {
        await page.goto(path);
        const html = page.locator('html');
        await expect(html).toHaveAttribute('lang', language);
        await expect(html).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
        await expect(html).toHaveAttribute('data-theme', theme);
        await expect(page.locator('header')).toBeVisible();
        await expect(page.locator('main h1')).toHaveText(heading[language]);
        if (results === 'loading') await expect(page.getByRole('status').first()).toBeVisible();
        if (results === 'drawn') {
          await expect(page.locator('main article h2').first()).toBeVisible();
          await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
        }
        if (results === 'picture') {
          await expect(page.locator('main img[fetchpriority="high"]')).toBeVisible();
        }
        const background = await page.evaluate(
          () => getComputedStyle(document.body).backgroundColor,
        );
        expect(background).toBe(theme === 'dark' ? 'rgb(13, 20, 28)' : 'rgb(246, 248, 250)');
        await page.screenshot({
          path: screenshotPath(`first-screen-${name}-${language}-${theme}-phone-nojs`),
        });
      }
      await context.close();
    });

    test(`the SPA takes over the first screens without moving them, ${language}, ${theme}`, async ({
      browser,
      baseURL,
      request,
    }) => {
      test.slow(); // Every page at two widths.
      for (const viewport of Object.values(VIEWPORTS)) {
        const context = await browser.newContext({ baseURL, viewport });
        await savePreferences(context, baseURL!, language, theme);
        const page = await context.newPage();
        for (const { path, heading } of await allPages(request)) {
          // Hold the scripts back to see the server's screen, then let the SPA take over.
          let release = () => {};
          const held = new Promise<void>((resolve) => (release = resolve));
          await page.route('**/assets/*.js', async (route) => {
            await held;
            await route.continue();
          });
          await page.goto(path, { waitUntil: 'commit' });
          await expect(page.locator('#root[data-first-screen] main h1')).toHaveText(
            heading[language],
          );
          // The text's font may still be on its way on a busy machine; a font swap is not the
          // takeover, so both measures are taken with the font in place.
          await page.evaluate(() => document.fonts.ready);
          const before = { h1: await box(page, 'main h1'), header: await box(page, 'header') };
          await page.evaluate(() => {
            (document.querySelector('main h1') as Element & { drawnBy?: string }).drawnBy =
              'server';
          });
          release();
          await page.waitForSelector('#root:not([data-first-screen])', { state: 'attached' });
          await expect(page.locator('main h1')).toHaveText(heading[language]);
          expect({ h1: await box(page, 'main h1'), header: await box(page, 'header') }).toEqual(
            before,
          );
          // A guest's first screen, drawn as the SPA draws it, is adopted rather than drawn again.
          const adopted = await page.evaluate(
            () =>
              (document.querySelector('main h1') as Element & { drawnBy?: string }).drawnBy ===
              'server',
          );
          expect(adopted, path).toBe(true);
          await page.unrouteAll();
        }
        await context.close();
      }
    });
  }
}

test('a first visit follows the browser: Arabic from Accept-Language, dark from the system', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    locale: 'ar-EG',
    colorScheme: 'dark',
    javaScriptEnabled: false,
    viewport: VIEWPORTS.phone,
  });
  const page = await context.newPage();
  // One drawing for both schemes: <html> names none, and CSS takes the system's.
  for (const path of ['/', '/login']) {
    await page.goto(path);
    const html = page.locator('html');
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(html).not.toHaveAttribute('data-theme', /./);
    await expect(page.locator('main h1')).toBeVisible();
    const colours = await page.evaluate(() => ({
      page: getComputedStyle(document.body).backgroundColor,
      scheme: getComputedStyle(document.documentElement).colorScheme,
    }));
    expect(colours).toEqual({ page: 'rgb(13, 20, 28)', scheme: 'dark' });
    // The header offers the light scheme, as it would with dark chosen.
    await expect(page.getByRole('button', { name: 'التبديل إلى الوضع الفاتح' })).toBeVisible();
  }
  await page.screenshot({ path: screenshotPath('first-screen-login-ar-system-dark-phone-nojs') });
  await context.close();
});

test('a theme saved before its cookie: the SPA adopts the first screen and shows the saved scheme', async ({
  page,
  openWith,
}) => {
  // localStorage says dark, the server has no cookie yet and the system is light: the first
  // screen shows light until the SPA, adopting it (one drawing for both), writes dark on <html>.
  await openWith('/login', { theme: 'dark' });
  await page.waitForSelector(SPA_TAKEN_OVER, { state: 'attached' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const colours = await page.evaluate(() => ({
    page: getComputedStyle(document.body).backgroundColor,
    footerHeading: getComputedStyle(document.querySelector('footer h2')!).color,
  }));
  expect(colours.page).toBe('rgb(13, 20, 28)');
  expect(colours.footerHeading).not.toBe('rgb(20, 33, 43)');
  expect(await page.locator('style[data-first-screen-style]').count()).toBe(0);
});

// The server keeps the styles it compiled for one drawing for the next (render-first-screen.tsx):
// a page drawn after others is drawn as before and its <head> lists every class its HTML uses.
test('a page drawn after others lists every style it uses', async ({ request }) => {
  const languages = [
    ['en', 'mui'],
    ['ar', 'muirtl'],
  ] as const;
  for (const [language, key] of languages) {
    const headers = { accept: 'text/html', cookie: `language=${language}` };
    const login = async () => (await request.get('/login', { headers })).text();
    const first = await login();
    for (const path of ['/', '/cars?pickupDate=soon', '/hotels?destination=DXB']) {
      expect((await request.get(path, { headers })).ok()).toBe(true);
    }
    const again = await login();

    const root = (html: string) =>
      /<div id="root"[^>]*>([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1];
    const listed = (html: string) =>
      [...html.matchAll(new RegExp(`<style data-drawn-classes="${key} ([^"]*)"`, 'g'))]
        .flatMap(([, ids]) => (ids ?? '').split(' '))
        .sort();
    expect(root(again)).toBe(root(first));
    expect(listed(again)).toEqual(listed(first));
    const used = [...(root(again) ?? '').matchAll(/class="([^"]*)"/g)]
      .flatMap(([, names]) => (names ?? '').split(' '))
      // mui-fixed is MUI's own marker for fixed elements, not one of emotion's classes; id 0 is
      // emotion's name for an empty style, which has no rules to list.
      .filter((name) => name.startsWith(`${key}-`) && name !== 'mui-fixed')
      .map((name) => name.slice(key.length + 1))
      .filter((id) => id !== '0');
    expect(used.length).toBeGreaterThan(10);
    expect(listed(again)).toEqual(expect.arrayContaining(used));
  }
});
