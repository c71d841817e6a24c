import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { AUTH_PASSWORD, AUTH_TOKENS, AUTH_USER, authError } from '../../../../mocks/auth-handlers';
import { server } from '../../../../mocks/server';
import { advance, field, renderAuth, typeInto, untilReal, setUpAuthTests } from '@/testing/auth';

setUpAuthTests();

const submit = () => screen.getByRole('button', { name: 'Sign In' });

async function signIn(options: Parameters<typeof renderAuth>[0] = {}, password = AUTH_PASSWORD) {
  const view = await renderAuth({ route: '/login', ...options });
  await typeInto(view.user, 'Email', AUTH_USER.email);
  await typeInto(view.user, 'Password', password);
  return view;
}

describe('login', () => {
  it('has the §2 fields and links, with "remember me" ticked', async () => {
    const { user } = await renderAuth({ route: '/login' });
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');

    await typeInto(user, 'Password', 'secret');
    expect(field('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field('Password')).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field('Password')).toHaveAttribute('type', 'password');
  });

  it('requires the email and the password', async () => {
    const { user } = await renderAuth({ route: '/login' });
    await user.click(submit());
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
  });

  it('stores the tokens in localStorage, loads the profile and goes to /dashboard after 1.5 s', async () => {
    const { user, router, store } = await signIn();
    await user.click(submit());
    await untilReal(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Login successful. Redirecting…'),
    );
    expect(window.localStorage.getItem('access_token')).toBe(AUTH_TOKENS.access);
    expect(window.localStorage.getItem('refresh_token')).toBe(AUTH_TOKENS.refresh);
    expect(window.localStorage.getItem('user_id')).toBe(AUTH_TOKENS.user_id);
    expect(window.sessionStorage.getItem('access_token')).toBeNull();
    expect(store.getState().auth.user).toMatchObject({ name: AUTH_USER.name });
    expect(submit()).toBeDisabled();

    await advance(1499);
    expect(router.state.location.pathname).toBe('/login');
    await advance(1);
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps the tokens for the tab only when "remember me" is unticked', async () => {
    const { user } = await signIn();
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(submit());
    await untilReal(() => expect(screen.getByRole('status')).toHaveTextContent('Login successful'));
    expect(window.sessionStorage.getItem('access_token')).toBe(AUTH_TOKENS.access);
    expect(window.sessionStorage.getItem('refresh_token')).toBe(AUTH_TOKENS.refresh);
    expect(window.localStorage.getItem('access_token')).toBeNull();
  });

  it('returns to the page the user came from', async () => {
    const { user, router } = await signIn({
      state: { from: { pathname: '/dashboard', search: '?tab=settings', hash: '' } },
    });
    await user.click(submit());
    await untilReal(() => expect(screen.getByRole('status')).toHaveTextContent('Login successful'));
    await advance(1500);
    expect(router.state.location).toMatchObject({
      pathname: '/dashboard',
      search: '?tab=settings',
    });
  });

  it('accepts `from` as a path, but never another site', async () => {
    const first = await signIn({ state: { from: '/hotels?city=Paris' } });
    await first.user.click(submit());
    await untilReal(() => expect(screen.getByRole('status')).toHaveTextContent('Login successful'));
    await advance(1500);
    expect(first.router.state.location).toMatchObject({
      pathname: '/hotels',
      search: '?city=Paris',
    });
    first.unmount();

    const second = await signIn({ state: { from: '//evil.example/steal' } });
    await second.user.click(submit());
    await untilReal(() => expect(screen.getByRole('status')).toHaveTextContent('Login successful'));
    await advance(1500);
    expect(second.router.state.location.pathname).toBe('/dashboard');
  });

  it('shows the server message and shakes the button on wrong credentials', async () => {
    const { user, router } = await signIn({}, 'wrong-password');
    await user.click(submit());
    const alert = await untilReal(() => screen.getByRole('alert'));
    expect(alert).toHaveTextContent('Invalid email or password');
    expect(submit()).toHaveAttribute('data-shake', 'true');
    expect(window.localStorage.getItem('access_token')).toBeNull();
    await advance(2000);
    expect(router.state.location.pathname).toBe('/login');
    expect(submit()).toBeEnabled();
  });

  it('falls back to the §8 text when the server gives no message', async () => {
    server.use(http.post('*/authentication/login/', () => HttpResponse.error()));
    const { user } = await signIn();
    await user.click(submit());
    await untilReal(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Login failed. Please check your credentials.',
      ),
    );
    expect(submit()).toHaveAttribute('data-shake', 'true');
  });

  it('shows the server’s own words for an unknown error', async () => {
    server.use(
      http.post('*/authentication/login/', () =>
        HttpResponse.json({ detail: 'Service is under maintenance' }, { status: 503 }),
      ),
    );
    const { user } = await signIn();
    await user.click(submit());
    await untilReal(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Service is under maintenance'),
    );
  });

  it('removes the tokens again when the profile cannot be loaded', async () => {
    server.use(
      http.get('*/authentication/profile/', () =>
        HttpResponse.json({ detail: 'Internal server error' }, { status: 500 }),
      ),
    );
    const { user, store } = await signIn();
    await user.click(submit());
    await untilReal(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Login failed. Please check your credentials.',
      ),
    );
    expect(window.localStorage.getItem('access_token')).toBeNull();
    expect(store.getState().auth).toEqual({ user: null, accessToken: null });
  });

  it('sends an unverified account to /verify-otp with its email', async () => {
    server.use(
      http.post('*/authentication/login/', () =>
        authError(403, 'not_verified', 'Account not verified'),
      ),
    );
    const { user, router } = await signIn();
    await user.click(submit());
    await untilReal(() => expect(router.state.location.pathname).toBe('/verify-otp'));
    expect(router.state.location.state).toEqual({ email: AUTH_USER.email });
    expect(await screen.findByRole('heading', { name: 'Verify your account' })).toBeInTheDocument();
  });

  it('says so in Arabic', async () => {
    const { user } = await renderAuth({ route: '/login', language: 'ar' });
    await typeInto(user, 'البريد الإلكتروني', AUTH_USER.email);
    await typeInto(user, 'كلمة المرور', 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    await untilReal(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'البريد الإلكتروني أو كلمة المرور غير صحيحة',
      ),
    );
  });
});
