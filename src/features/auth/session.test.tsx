import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { makeStore } from '@/app/store';
import { readTokens, saveTokens } from '@/lib/token-storage';
import { renderWithProviders } from '@/testing/render-with-providers';

import { AUTH_TOKENS, AUTH_USER, authHandlers } from '../../../mocks/auth-handlers';
import { server } from '../../../mocks/server';

import { HeaderAccount } from './components/header-account';
import { useSessionStatus } from './hooks/use-session-status';
import { selectSessionStatus } from './auth-slice';
import { SessionBootstrap } from './session-bootstrap';
import { checkStoredSession } from './session-check';

const storeTokens = (remember = true) =>
  saveTokens({ access: AUTH_TOKENS.access, refresh: AUTH_TOKENS.refresh, userId: '7' }, remember);
const SIGNED_IN = { auth: { user: AUTH_USER, accessToken: AUTH_TOKENS.access } };

function StatusProbe() {
  return <output aria-label="session">{useSessionStatus()}</output>;
}

function countRequests(method: string, path: string) {
  const calls: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && new URL(request.url).pathname === path) calls.push(request);
  });
  return calls;
}

beforeEach(() => server.use(...authHandlers));
afterEach(() => server.events.removeAllListeners());

describe('app start (§4)', () => {
  it('loads the profile of a stored token; the session is "checking" until then', async () => {
    storeTokens();
    const { store } = renderWithProviders(
      <>
        <SessionBootstrap />
        <StatusProbe />
        <HeaderAccount />
      </>,
    );
    expect(screen.getByRole('status', { name: 'session' })).toHaveTextContent('checking');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(await screen.findByText('signed-in')).toBeInTheDocument();
    expect(store.getState().auth.user).toEqual(AUTH_USER);
    expect(screen.getByRole('link', { name: AUTH_USER.name })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('removes the tokens when the profile cannot be loaded', async () => {
    storeTokens();
    server.use(
      http.get('*/authentication/profile/', () =>
        HttpResponse.json({ detail: 'Internal server error' }, { status: 500 }),
      ),
    );
    renderWithProviders(
      <>
        <SessionBootstrap />
        <StatusProbe />
      </>,
    );
    expect(await screen.findByText('guest')).toBeInTheDocument();
    expect(readTokens()).toBeNull();
    expect(window.localStorage.getItem('access_token')).toBeNull();
  });

  it('refreshes an expired access token silently and stays signed in', async () => {
    saveTokens({ access: 'header.expired.signature', refresh: AUTH_TOKENS.refresh, userId: '7' });
    renderWithProviders(
      <>
        <SessionBootstrap />
        <StatusProbe />
      </>,
    );
    expect(await screen.findByText('signed-in')).toBeInTheDocument();
    expect(readTokens()?.access).toBe(AUTH_TOKENS.access);
  });

  it('signs out when the refresh token is no longer valid', async () => {
    saveTokens({ access: 'header.expired.signature', refresh: 'header.revoked.signature' });
    renderWithProviders(
      <>
        <SessionBootstrap />
        <StatusProbe />
      </>,
    );
    expect(await screen.findByText('guest')).toBeInTheDocument();
    expect(readTokens()).toBeNull();
  });

  it("asks once per store, however often it is asked (the app's start, then SessionBootstrap)", async () => {
    storeTokens();
    const calls = countRequests('GET', '/authentication/profile/');
    const store = makeStore();
    checkStoredSession(store);
    checkStoredSession(store);
    await waitFor(() => expect(selectSessionStatus(store.getState())).toBe('signed-in'));
    checkStoredSession(store);
    expect(calls).toHaveLength(1);
    expect(store.getState().auth.user).toEqual(AUTH_USER);
  });

  it('asks nothing for a guest', async () => {
    const calls = countRequests('GET', '/authentication/profile/');
    renderWithProviders(
      <>
        <SessionBootstrap />
        <StatusProbe />
      </>,
    );
    expect(screen.getByText('guest')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(0);
  });
});

describe('header account', () => {
  it('offers Sign In to a guest', () => {
    renderWithProviders(<HeaderAccount />);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it('shows the dashboard under the user’s name, and logs out', async () => {
    storeTokens();
    const bodies: unknown[] = [];
    server.use(
      http.post('*/authentication/logout/', async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, store } = renderWithProviders(<HeaderAccount />, { preloadedState: SIGNED_IN });
    expect(screen.getByRole('link', { name: AUTH_USER.name })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(bodies).toEqual([{ refresh: AUTH_TOKENS.refresh }]);
    expect(store.getState().auth).toEqual({ user: null, accessToken: null });
    expect(readTokens()).toBeNull();
  });

  it('clears the user even when the logout call fails', async () => {
    storeTokens(false);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.post('*/authentication/logout/', () => HttpResponse.error()));
    const { user, store } = renderWithProviders(<HeaderAccount />, { preloadedState: SIGNED_IN });
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(store.getState().auth.user).toBeNull();
    expect(window.sessionStorage.getItem('access_token')).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      'Logout request failed; signing out locally.',
      expect.anything(),
    );
    warn.mockRestore();
  });

  it('names a nameless user "User" and closes the mobile menu on use', async () => {
    const onNavigate = jest.fn();
    const { user } = renderWithProviders(<HeaderAccount variant="menu" onNavigate={onNavigate} />, {
      preloadedState: { auth: { user: { ...AUTH_USER, name: ' ' }, accessToken: 'a.b.c' } },
    });
    await user.click(screen.getByRole('link', { name: 'User' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('speaks Arabic', () => {
    renderWithProviders(<HeaderAccount />, { preloadedState: SIGNED_IN, language: 'ar' });
    expect(screen.getByRole('button', { name: 'تسجيل الخروج' })).toBeInTheDocument();
  });
});
