import { http, HttpResponse } from 'msw';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { toDevToolsExport } from '@server/modules/support/devtools-export.ts';

import { supportApi } from '@/components/support/support-api';
import { tokensStored } from '@/features/auth/auth-slice';
import { authApi } from '@/features/auth/api/auth-api';
import { profileApi } from '@/features/auth/api/profile-api';
import { flightsApi } from '@/features/flights/api/flights-api';
import {
  bookingDraftSaved,
  bookingStarted,
  type WizardDraft,
} from '@/features/flights/booking/flight-booking-slice';
import { languageChanged, themeToggled } from '@/features/preferences/preferences-slice';
import { SEND_REPORT_ENDPOINT, takeRecording, type Recording } from '@/lib/support/action-recorder';
import { buildProblemReport } from '@/lib/support/problem-report';
import { saveTokens } from '@/lib/token-storage';
import { differencesFromLive, replayDevToolsFile } from '@/testing/devtools-replay';

import { AUTH_PASSWORD, AUTH_TOKENS, AUTH_USER } from '../../mocks/auth-handlers';
import { ADULTS, offerFor } from '../../mocks/booking-fixtures';
import { server } from '../../mocks/server';

import { makePersistor, makeStore, type AppStore } from './store';

jest.setTimeout(30_000);

const REQUEST_ID = '6a1f0d0e-3b7c-4a55-9a5e-0c1d2e3f4a5b';
const EMAIL = 'layla.haddad@example.com';
const PASSPORT = 'N1234567';

const context = {
  description: `Search failed; reach me at ${EMAIL} or +971 50 123 4567`,
  page: `/flight-booking?email=${EMAIL}`,
  language: 'en',
  userAgent: 'jest',
};

const bootstrapped = (persistor: ReturnType<typeof makePersistor>) =>
  new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) resolve();
    persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
  });

/** A draft saved at every key pressed, as the booking form saves it. */
function typeKeyByKey(
  store: AppStore,
  text: string,
  draftOf: (typed: string) => Partial<WizardDraft>,
) {
  for (let length = 1; length <= text.length; length += 1) {
    store.dispatch(bookingDraftSaved(draftOf(text.slice(0, length))));
  }
}

// The session of issue 26: a failed search, a sign-in, the booking wizard typed in key by key and
// a language switch, on the app's real store with redux-persist.
async function recordSession() {
  server.use(
    http.get('*/api/shopping/flight-offers/', () =>
      HttpResponse.json(
        { detail: 'Internal server error' },
        { status: 500, headers: { 'x-request-id': REQUEST_ID } },
      ),
    ),
  );
  const store = makeStore();
  const persistor = makePersistor(store);
  await bootstrapped(persistor);
  store.dispatch(themeToggled());
  await store.dispatch(
    flightsApi.endpoints.searchFlightOffers.initiate({
      originLocationCode: 'DXB',
      destinationLocationCode: 'LHR',
      departureDate: '2099-12-01',
      adults: 1,
    }),
  );
  // Signing in as the login page does.
  const signedIn = await store.dispatch(
    authApi.endpoints.login.initiate({ email: AUTH_USER.email, password: AUTH_PASSWORD }),
  );
  const { access, refresh } = signedIn.data ?? AUTH_TOKENS;
  saveTokens({ access, refresh });
  store.dispatch(tokensStored(access));
  await store.dispatch(profileApi.endpoints.getProfile.initiate());
  const offer = offerFor({ adults: 1, children: 0, infants: 0 });
  store.dispatch(bookingStarted(offer));
  const passenger = ADULTS[0]!;
  typeKeyByKey(store, PASSPORT, (typed) => ({
    passengers: [{ ...passenger, passportNumber: typed }],
  }));
  typeKeyByKey(store, EMAIL, (typed) => ({ contact: { email: typed, phone: '' } }));
  store.dispatch(languageChanged('ar'));
  const recording = store.dispatch(takeRecording()) as unknown as Recording;
  return { store, recording };
}

describe('the action recorder', () => {
  it('records the actions and each request with its outcome and the server’s request id', async () => {
    const { recording } = await recordSession();
    const types = recording.actions.map((action) => action.type);
    expect(types).toEqual(
      expect.arrayContaining([
        'preferences/themeToggled',
        'auth/tokensStored',
        'api/executeQuery/rejected',
        'flightBooking/bookingDraftSaved',
        'preferences/languageChanged',
      ]),
    );
    expect(recording.times).toHaveLength(recording.actions.length);
    expect(recording.requests).toContainEqual(
      expect.objectContaining({
        endpoint: 'searchFlightOffers',
        status: 'rejected',
        httpStatus: 500,
        requestId: REQUEST_ID,
      }),
    );
    // The rejected action keeps the status and id in plain values, not the Response object.
    const rejected = recording.actions.find((a) => a.type === 'api/executeQuery/rejected');
    expect(JSON.parse(JSON.stringify(rejected)).meta.baseQueryMeta).toEqual({
      httpStatus: 500,
      requestId: REQUEST_ID,
    });
  });

  it('starts once the store is set up, and keeps redux-persist out', async () => {
    const { recording } = await recordSession();
    expect(recording.actions[0]?.type).toBe('preferences/themeToggled');
    expect(recording.actions.map((action) => action.type).join()).not.toMatch(
      /persist\/|middlewareRegistered/,
    );
    expect(recording.statesBefore[0]).not.toHaveProperty('_persist');
    expect(recording.state).not.toHaveProperty('_persist');
  });

  it('keeps only the last 200 actions, with the state before the oldest', () => {
    const store = makeStore();
    for (let index = 0; index < 250; index += 1) store.dispatch(themeToggled());
    const recording = store.dispatch(takeRecording()) as unknown as Recording;
    expect(recording.actions).toHaveLength(200);
    expect(recording.statesBefore).toHaveLength(200);
  });

  it('leaves out the sending of a report, so the next one does not carry it', async () => {
    server.use(
      http.post('*/api/support/reports/', () =>
        HttpResponse.json(
          {
            code: 'K7M49QXD',
            created_at: '2026-11-24T10:00:00Z',
            expires_at: '2026-12-24T10:00:00Z',
          },
          { status: 201 },
        ),
      ),
    );
    const { store, recording } = await recordSession();
    const first = buildProblemReport(recording, { ...context, description: 'First report: ABC' });
    await store.dispatch(supportApi.endpoints[SEND_REPORT_ENDPOINT].initiate(first));
    store.dispatch(themeToggled());
    const next = store.dispatch(takeRecording()) as unknown as Recording;
    const sent = JSON.stringify(buildProblemReport(next, context));
    expect(sent).not.toContain('First report');
    expect(sent).not.toContain(SEND_REPORT_ENDPOINT);
    expect(next.actions.at(-1)?.type).toBe('preferences/themeToggled');
  });
});

describe('a problem report', () => {
  it('leaves no secret in what it sends, and one placeholder per value typed', async () => {
    const { recording } = await recordSession();
    const sent = JSON.stringify(buildProblemReport(recording, context));
    const secrets = [EMAIL, AUTH_TOKENS.access, AUTH_TOKENS.refresh, AUTH_PASSWORD, PASSPORT];
    for (const secret of [...secrets, AUTH_USER.email, '971501234567', '50 123 4567']) {
      expect(sent).not.toContain(secret);
    }
    // Typed key by key, yet one placeholder each (the e-mail signed in with, the one typed):
    // nothing tells a value's length.
    expect(new Set(sent.match(/\[email-\d+\]/g))).toEqual(new Set(['[email-1]', '[email-2]']));
    expect(new Set(sent.match(/\[passport-\d+\]/g))).toEqual(new Set(['[passport-1]']));
    expect(sent).toContain(REQUEST_ID);
  });

  it('drops its oldest actions to fit the size limit, and starts the replay after them', () => {
    const store = makeStore();
    const recording = store.dispatch(takeRecording()) as unknown as Recording;
    const big = 'x'.repeat(100_000);
    const many: Recording = {
      ...recording,
      actions: Array.from({ length: 20 }, (_, index) => ({ type: `big/${index}`, payload: big })),
      statesBefore: Array.from({ length: 20 }, (_, index) => ({ step: index })),
      times: Array.from({ length: 20 }, (_, index) => 1_764_000_000_000 + index),
    };
    const report = buildProblemReport(many, context);
    expect(report.actions.length).toBeLessThan(20);
    expect(report.actions.length).toBeGreaterThan(0);
    const first = Number(report.actions[0]?.type.split('/')[1]);
    expect(report.preloadedState).toEqual({ step: first });
    expect(report.actionTimes?.[0]).toBe(1_764_000_000_000 + first);
  });
});

describe('the file support downloads, in Redux DevTools', () => {
  it('replays every step with no error to the state the traveller’s app held', async () => {
    const { store, recording } = await recordSession();
    const report = buildProblemReport(recording, context);
    const replay = replayDevToolsFile(toDevToolsExport(report));

    expect(replay.steps).toHaveLength(report.actions.length + 1);
    expect(replay.steps.filter((step) => step.error)).toEqual([]);
    expect(differencesFromLive(replay.lastState, store.getState())).toEqual([]);
    expect(replay.lastState).toMatchObject({
      preferences: { language: 'ar' },
      flightBooking: { wizard: { contact: { email: '[email-2]' } } },
    });
  });

  it('is refused by the comparison when a step changes the state otherwise', async () => {
    const { store, recording } = await recordSession();
    const report = buildProblemReport(recording, context);
    const replay = replayDevToolsFile(
      toDevToolsExport({ ...report, actions: report.actions.slice(0, -1) }),
    );
    expect(differencesFromLive(replay.lastState, store.getState())).toEqual([
      'state.preferences.language: "en" ≠ "ar"',
    ]);
  });
});

describe('the support screen', () => {
  // Every module that injects endpoints or announces a lazy slice, found in the source tree.
  function storeParts(directory: string): string[] {
    return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(directory, entry.name);
      if (entry.isDirectory()) return storeParts(file);
      if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) return [];
      const text = readFileSync(file, 'utf8');
      return /\.injectEndpoints\(|\blazySlice\(/.test(text) ? [file] : [];
    });
  }

  it('loads every endpoint and slice a replay may need', () => {
    const src = path.resolve(__dirname, '..');
    const loaded = readFileSync(path.join(__dirname, 'store-parts.ts'), 'utf8');
    const missing = storeParts(src)
      .map((file) => `@/${path.relative(src, file).replace(/\.tsx?$/, '')}`)
      .filter((module) => !loaded.includes(`'${module}'`));
    expect(missing).toEqual([]);
  });
});
