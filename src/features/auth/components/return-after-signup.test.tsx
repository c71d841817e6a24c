import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { AUTH_OTP, AUTH_PASSWORD, AUTH_USER, authHandlers } from '../../../../mocks/auth-handlers';
import { server } from '../../../../mocks/server';
import { readVerifyOtpState, safeReturnPath } from '../navigation-state';
import { advance, renderAuth, typeInto, untilReal, installFakeClock } from '@/testing/auth';

// A guest sent to /login from the booking wizard (RequireAuth's state.from) who has no account
// yet: the way on through /signup and /verify-otp keeps where they were going.

jest.setTimeout(30_000);
installFakeClock();
beforeEach(() => server.use(...authHandlers));

const WIZARD = { pathname: '/flight-booking', search: '?offer=3', hash: '' };

async function signUp(user: UserEvent) {
  await typeInto(user, 'Full Name', AUTH_USER.name);
  await typeInto(user, 'Email', AUTH_USER.email);
  await typeInto(user, 'Phone Number', AUTH_USER.phone_number);
  await user.click(screen.getByRole('combobox', { name: /^Nationality/ }));
  await user.click(await screen.findByRole('option', { name: 'United Arab Emirates' }));
  await typeInto(user, 'Password', AUTH_PASSWORD);
  await typeInto(user, 'Confirm Password', AUTH_PASSWORD);
  await user.click(screen.getByRole('checkbox', { name: /I agree to the/ }));
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
  await untilReal(() => expect(screen.getByRole('status')).toHaveTextContent('Registration'));
  await advance(2000);
}

async function enterCode(user: UserEvent) {
  await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 4' }));
  await user.keyboard(AUTH_OTP);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await untilReal(() =>
    expect(screen.getByRole('status')).toHaveTextContent('Account verified successfully!'),
  );
}

describe('signing up on the way to a page', () => {
  it('returns to that page once the code is verified', async () => {
    const { user, router } = await renderAuth({ route: '/login', state: { from: WIZARD } });
    await user.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(router.state.location).toMatchObject({
      pathname: '/signup',
      state: { from: '/flight-booking?offer=3' },
    });

    await signUp(user);
    expect(router.state.location.pathname).toBe('/verify-otp');
    expect(router.state.location.state).toMatchObject({
      email: AUTH_USER.email,
      returnTo: '/flight-booking?offer=3',
    });

    await enterCode(user);
    await advance(1500);
    expect(router.state.location).toMatchObject({
      pathname: '/flight-booking',
      search: '?offer=3',
    });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('when verifying does not sign in, goes through /login and then to that page', async () => {
    server.use(
      http.post('*/authentication/verify-otp/', () =>
        HttpResponse.json({ detail: 'Account verified.' }),
      ),
    );
    const { user, router } = await renderAuth({
      route: '/verify-otp',
      state: { email: AUTH_USER.email, returnTo: '/flight-booking?offer=3' },
    });
    await enterCode(user);
    await advance(1500);
    expect(router.state.location).toMatchObject({
      pathname: '/login',
      state: { from: '/flight-booking?offer=3' },
    });

    await typeInto(user, 'Email', AUTH_USER.email);
    await typeInto(user, 'Password', AUTH_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await untilReal(() => expect(screen.getByRole('status')).toHaveTextContent('Login successful'));
    await advance(1500);
    expect(router.state.location).toMatchObject({
      pathname: '/flight-booking',
      search: '?offer=3',
    });
  });

  it('keeps it when sign-up goes back to sign-in, and when an unverified sign-in asks for a code', async () => {
    server.use(
      http.post('*/authentication/login/', () =>
        HttpResponse.json(
          { detail: 'Account not verified', code: 'not_verified' },
          { status: 403 },
        ),
      ),
    );
    const { user, router } = await renderAuth({
      route: '/signup',
      state: { from: '/flight-booking' },
    });
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(router.state.location).toMatchObject({
      pathname: '/login',
      state: { from: '/flight-booking' },
    });
    await typeInto(user, 'Email', AUTH_USER.email);
    await typeInto(user, 'Password', AUTH_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await untilReal(() => expect(router.state.location.pathname).toBe('/verify-otp'));
    expect(router.state.location.state).toEqual({
      email: AUTH_USER.email,
      returnTo: '/flight-booking',
    });
  });

  it('keeps it when the code page goes back to sign-up', async () => {
    const { user, router } = await renderAuth({
      route: '/verify-otp',
      state: { email: AUTH_USER.email, returnTo: '/flight-booking' },
    });
    await user.click(screen.getByRole('link', { name: 'Back to Sign Up' }));
    expect(router.state.location).toMatchObject({
      pathname: '/signup',
      state: { from: '/flight-booking' },
    });
  });

  it('drops another site’s address on the way', async () => {
    const { user, router } = await renderAuth({
      route: '/login',
      state: { from: '//evil.example/steal' },
    });
    await user.click(screen.getByRole('link', { name: 'Sign up' }));
    expect(router.state.location.pathname).toBe('/signup');
    expect(router.state.location.state).toBeNull();
  });

  it('never leaves the site after a code that carries a hostile address', async () => {
    const { user, router } = await renderAuth({
      route: '/verify-otp',
      state: { email: AUTH_USER.email, returnTo: '//evil.example' },
    });
    await enterCode(user);
    await advance(1500);
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('return paths', () => {
  it('are same-site paths outside the sign-in screens', () => {
    expect(safeReturnPath('/flight-booking?offer=3#pay')).toBe('/flight-booking?offer=3#pay');
    expect(safeReturnPath({ pathname: '/hotels', search: '?city=Paris' })).toBe(
      '/hotels?city=Paris',
    );
    for (const hostile of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/login',
      '/verify-otp?x=1',
      42,
      null,
    ]) {
      expect(safeReturnPath(hostile)).toBeNull();
    }
  });

  it('travel with the sign-up code but never with a password reset', () => {
    expect(readVerifyOtpState({ email: 'a@b.c', returnTo: '/flight-booking' })).toEqual({
      email: 'a@b.c',
      returnTo: '/flight-booking',
    });
    expect(readVerifyOtpState({ email: 'a@b.c', returnTo: '//evil.example' })).toEqual({
      email: 'a@b.c',
    });
    expect(
      readVerifyOtpState({ email: 'a@b.c', from: 'forget', returnTo: '/flight-booking' }),
    ).toEqual({ email: 'a@b.c', from: 'forget' });
  });
});
