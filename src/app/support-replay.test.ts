import { instrument, type LiftedState } from '@redux-devtools/instrument';
import { legacy_createStore as createStore, type UnknownAction } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';

import { toDevToolsExport } from '@server/modules/support/devtools-export.ts';

import { baseApi } from '@/api/base-api';
import { tokensStored } from '@/features/auth/auth-slice';
import { themeToggled } from '@/features/preferences/preferences-slice';
import { takeRecording, type Recording } from '@/lib/support/action-recorder';
import { buildProblemReport } from '@/lib/support/problem-report';

import { server } from '../../mocks/server';

import { makeStore, rootReducer, type RootState } from './store';

// A request that fails the way a search can, answered with the server's request id.
const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    supportProbe: build.query<unknown, { email: string }>({
      query: ({ email }) => `api/probe/?email=${encodeURIComponent(email)}`,
    }),
  }),
});

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyIn0.c2lnbmF0dXJlLWJ5dGVz';
const REQUEST_ID = '6a1f0d0e-3b7c-4a55-9a5e-0c1d2e3f4a5b';

const context = {
  description: 'Search failed; reach me at layla@example.com',
  page: '/flights/results?email=layla@example.com',
  language: 'en',
  userAgent: 'jest',
};

async function recordSession() {
  server.use(
    http.get('*/api/probe/', () =>
      HttpResponse.json(
        { detail: 'Internal server error' },
        { status: 500, headers: { 'x-request-id': REQUEST_ID } },
      ),
    ),
  );
  const store = makeStore();
  store.dispatch(themeToggled());
  store.dispatch(tokensStored(JWT));
  await store.dispatch(probeApi.endpoints.supportProbe.initiate({ email: 'layla@example.com' }));
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
        'api/executeQuery/pending',
        'api/executeQuery/rejected',
      ]),
    );
    expect(types).not.toContain(takeRecording().type);
    expect(recording.requests).toEqual([
      expect.objectContaining({
        endpoint: 'supportProbe',
        status: 'rejected',
        httpStatus: 500,
        requestId: REQUEST_ID,
      }),
    ]);
    // The rejected action keeps the status and id in plain values, not the Response object.
    const rejected = recording.actions.find((a) => a.type === 'api/executeQuery/rejected');
    expect(JSON.parse(JSON.stringify(rejected)).meta.baseQueryMeta).toEqual({
      httpStatus: 500,
      requestId: REQUEST_ID,
    });
  });

  it('keeps only the last 200 actions, with the state before the oldest', async () => {
    const store = makeStore();
    for (let index = 0; index < 250; index += 1) store.dispatch(themeToggled());
    const recording = store.dispatch(takeRecording()) as unknown as Recording;
    expect(recording.actions).toHaveLength(200);
    expect(recording.statesBefore).toHaveLength(200);
  });
});

describe('a problem report', () => {
  it('leaves no secret in what it sends', async () => {
    const { recording } = await recordSession();
    const sent = JSON.stringify(buildProblemReport(recording, context));
    expect(sent).not.toContain('layla@example.com');
    expect(sent).not.toContain(JWT);
    expect(sent).toContain(REQUEST_ID);
    expect(sent).toContain('[email-1]');
  });

  it('drops its oldest actions to fit the size limit, and starts the replay after them', () => {
    const store = makeStore();
    const recording = store.dispatch(takeRecording()) as unknown as Recording;
    const big = 'x'.repeat(100_000);
    const many: Recording = {
      ...recording,
      actions: Array.from({ length: 20 }, (_, index) => ({ type: `big/${index}`, payload: big })),
      statesBefore: Array.from({ length: 20 }, (_, index) => ({ step: index })),
    };
    const report = buildProblemReport(many, context);
    expect(report.actions.length).toBeLessThan(20);
    expect(report.actions.length).toBeGreaterThan(0);
    const first = Number(report.actions[0]?.type.split('/')[1]);
    expect(report.preloadedState).toEqual({ step: first });
  });
});

describe('the file support downloads', () => {
  it('is imported by Redux DevTools and replays to the state the traveller saw', async () => {
    const { store, recording } = await recordSession();
    const report = buildProblemReport(recording, context);
    const file = toDevToolsExport(report);

    // What the DevTools extension's Import does with the file (app/api/importState.ts: parse the
    // file, then its payload and preloadedState), then IMPORT_STATE on the instrumented store.
    const parsed = JSON.parse(file) as { payload: string; preloadedState: string };
    const nextLiftedState = JSON.parse(parsed.payload) as UnknownAction[];
    const preloadedState = JSON.parse(parsed.preloadedState) as RootState;
    const devtools = createStore(rootReducer, instrument());
    devtools.liftedStore.dispatch({ type: 'IMPORT_STATE', nextLiftedState, preloadedState });

    const lifted = devtools.liftedStore.getState() as LiftedState<
      RootState,
      UnknownAction,
      unknown
    >;
    expect(lifted.stagedActionIds).toHaveLength(report.actions.length + 1);
    expect(lifted.computedStates.every((step) => step.error === undefined)).toBe(true);
    // Step by step to the end: the state the traveller's store had, as redacted.
    const replayed = lifted.computedStates.at(-1)?.state;
    const { _persist: _ignored, ...now } = store.getState() as RootState & { _persist?: unknown };
    const expected = buildProblemReport(
      { ...recording, actions: [], statesBefore: [], state: now },
      context,
    ).preloadedState;
    expect(JSON.parse(JSON.stringify(replayed))).toEqual(expected);
    expect(replayed?.preferences).toEqual(now.preferences);
  });
});
