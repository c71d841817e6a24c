import { http, HttpResponse } from 'msw';

import { makeStore } from '@/app/store';
import { clearTokens, readTokens, saveTokens } from '@/lib/token-storage';

import { server } from '../../mocks/server';

import { baseApi } from './base-api';

// A throwaway endpoint to drive the base query through the real store.
const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<{ ok: boolean }, string>({ query: (name) => `api/probe/${name}/` }),
  }),
});

const jwt = (label: string) => `header.${label}.signature`;

function protectedProbe() {
  return http.get('*/api/probe/:name/', ({ request }) =>
    request.headers.get('authorization') === `Bearer ${jwt('fresh')}`
      ? HttpResponse.json({ ok: true })
      : HttpResponse.json({ detail: 'Token expired' }, { status: 401 }),
  );
}

describe('base query with reauth', () => {
  it('sends the bearer token', async () => {
    saveTokens({ access: jwt('fresh'), refresh: jwt('r1'), userId: '7' });
    server.use(protectedProbe());
    const store = makeStore();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate('a'));
    expect(result.data).toEqual({ ok: true });
  });

  it('refreshes once for parallel 401s, stores the new tokens and retries', async () => {
    saveTokens({ access: jwt('stale'), refresh: jwt('r1'), userId: '7' });
    let refreshCalls = 0;
    server.use(
      protectedProbe(),
      http.post('*/authentication/token/refresh/', async ({ request }) => {
        refreshCalls += 1;
        expect(await request.json()).toEqual({ refresh: jwt('r1') });
        return HttpResponse.json({ access: jwt('fresh'), refresh: jwt('r2') });
      }),
    );
    const store = makeStore();
    const results = await Promise.all(
      ['a', 'b', 'c'].map((name) => store.dispatch(probeApi.endpoints.probe.initiate(name))),
    );
    expect(results.map((result) => result.data)).toEqual([
      { ok: true },
      { ok: true },
      { ok: true },
    ]);
    expect(refreshCalls).toBe(1);
    expect(readTokens()).toEqual({ access: jwt('fresh'), refresh: jwt('r2'), userId: '7' });
    expect(store.getState().auth.accessToken).toBe(jwt('fresh'));
  });

  it('signs the user out when the refresh fails', async () => {
    saveTokens({ access: jwt('stale'), refresh: jwt('revoked'), userId: '7' });
    server.use(
      protectedProbe(),
      http.post('*/authentication/token/refresh/', () =>
        HttpResponse.json({ detail: 'Token revoked' }, { status: 401 }),
      ),
    );
    const store = makeStore();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate('a'));
    expect(result.error).toMatchObject({ status: 401 });
    expect(readTokens()).toBeNull();
    expect(store.getState().auth.accessToken).toBeNull();
  });

  it('does not try to refresh for a guest', async () => {
    let refreshCalls = 0;
    server.use(
      protectedProbe(),
      http.post('*/authentication/token/refresh/', () => {
        refreshCalls += 1;
        return HttpResponse.json({});
      }),
    );
    const store = makeStore();
    const result = await store.dispatch(probeApi.endpoints.probe.initiate('a'));
    expect(result.error).toMatchObject({ status: 401 });
    expect(refreshCalls).toBe(0);
  });

  describe('across tabs', () => {
    const realLocks = Object.getOwnPropertyDescriptor(navigator, 'locks');
    afterEach(() => {
      if (realLocks) Object.defineProperty(navigator, 'locks', realLocks);
      else delete (navigator as { locks?: unknown }).locks;
    });

    // A Web Lock that another tab held first: while this tab waited, that tab refreshed and
    // stored its new tokens.
    function lockHeldByAnotherTab(storedMeanwhile: () => void) {
      const requested: string[] = [];
      Object.defineProperty(navigator, 'locks', {
        configurable: true,
        value: {
          request: async (name: string, task: () => Promise<unknown>) => {
            requested.push(name);
            storedMeanwhile();
            return task();
          },
        },
      });
      return requested;
    }

    it('uses the tokens another tab refreshed instead of spending the old refresh token', async () => {
      saveTokens({ access: jwt('stale'), refresh: jwt('r1'), userId: '7' });
      const requested = lockHeldByAnotherTab(() =>
        saveTokens({ access: jwt('fresh'), refresh: jwt('r2'), userId: '7' }),
      );
      let refreshCalls = 0;
      server.use(
        http.get('*/api/probe/:name/', ({ request }) =>
          request.headers.get('authorization') === `Bearer ${jwt('fresh')}`
            ? HttpResponse.json({ ok: true })
            : HttpResponse.json({ detail: 'Token expired' }, { status: 401 }),
        ),
        http.post('*/authentication/token/refresh/', () => {
          refreshCalls += 1;
          return HttpResponse.json({ detail: 'already used' }, { status: 401 });
        }),
      );
      // The stale token is sent, and the 401 arrives only after the other tab stored new ones.
      const store = makeStore();

      const result = await store.dispatch(probeApi.endpoints.probe.initiate('shared'));

      expect(requested).toEqual(['safar-token-refresh']);
      expect(refreshCalls).toBe(0);
      expect(result.data).toEqual({ ok: true });
      expect(store.getState().auth.accessToken).toBe(jwt('fresh'));
    });

    it('signs out when the other tab found the session over', async () => {
      saveTokens({ access: jwt('stale'), refresh: jwt('r1'), userId: '7' });
      lockHeldByAnotherTab(() => clearTokens());
      server.use(protectedProbe());
      const store = makeStore();

      const result = await store.dispatch(probeApi.endpoints.probe.initiate('gone'));

      expect(result.error).toMatchObject({ status: 401 });
      expect(readTokens()).toBeNull();
    });
  });

  it('sends a request again after the Retry-After of a busy server (503 busy), twice at most', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const calls: Record<string, number> = { later: 0, never: 0 };
    server.use(
      http.get('*/api/probe/:name/', ({ params }) => {
        const name = String(params.name);
        calls[name] = (calls[name] ?? 0) + 1;
        if (name === 'later' && (calls[name] ?? 0) > 2) return HttpResponse.json({ ok: true });
        return HttpResponse.json(
          { detail: 'Too many people are signing in right now.', code: 'busy' },
          { status: 503, headers: { 'Retry-After': '2' } },
        );
      }),
    );
    const store = makeStore();

    const later = store.dispatch(probeApi.endpoints.probe.initiate('later'));
    await jest.advanceTimersByTimeAsync(4000);
    expect((await later).data).toEqual({ ok: true });
    expect(calls.later).toBe(3);

    const never = store.dispatch(probeApi.endpoints.probe.initiate('never'));
    await jest.advanceTimersByTimeAsync(4000);
    expect((await never).error).toMatchObject({ status: 503 });
    expect(calls.never).toBe(3);
    jest.useRealTimers();
  });
});
