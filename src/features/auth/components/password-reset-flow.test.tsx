import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { AUTH_OTP, AUTH_RESET_TOKEN, AUTH_USER, authError } from '../../../../mocks/auth-handlers';
import { server } from '../../../../mocks/server';
import { advance, field, renderAuth, typeInto, untilReal, setUpAuthTests } from '@/testing/auth';

setUpAuthTests();

const RESET_STATE = { email: AUTH_USER.email, reset_token: AUTH_RESET_TOKEN };

describe('password reset', () => {
  it('goes from forgot password through the code and a new password back to sign-in', async () => {
    const bodies: Record<string, unknown> = {};
    server.use(
      http.post('*/authentication/verify-forgot-password-otp/', async ({ request }) => {
        bodies.verify = await request.json();
        return HttpResponse.json({ reset_token: AUTH_RESET_TOKEN });
      }),
      http.post('*/authentication/reset-password/', async ({ request }) => {
        bodies.reset = await request.json();
        return HttpResponse.json({ detail: 'Password reset.' });
      }),
    );
    const { user, router } = await renderAuth({ route: '/forgot-password' });
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/login');
    await typeInto(user, 'Email', AUTH_USER.email);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    // Straight on to the code, which confirms it was sent.
    await untilReal(() => expect(router.state.location.pathname).toBe('/verify-otp'));
    expect(router.state.location.state).toEqual({ email: AUTH_USER.email, from: 'forget' });
    expect(screen.getByRole('heading', { name: 'Enter your reset code' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'OTP sent to your email for password reset.',
    );
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 4' }));
    await user.keyboard(AUTH_OTP);
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await untilReal(() => expect(router.state.location.pathname).toBe('/reset-password'));
    expect(bodies.verify).toEqual({ email: AUTH_USER.email, otp: AUTH_OTP });
    expect(router.state.location.state).toEqual(RESET_STATE);
    await typeInto(user, 'New Password', 'voyage1');
    await typeInto(user, 'Confirm New Password', 'voyage1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    await untilReal(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Your password has been reset.'),
    );
    expect(bodies.reset).toEqual({
      email: AUTH_USER.email,
      reset_token: AUTH_RESET_TOKEN,
      new_password: 'voyage1',
      confirm_password: 'voyage1',
    });
    await advance(1500);
    expect(router.state.location.pathname).toBe('/login');
    expect(field('Email')).toHaveValue(AUTH_USER.email);
  });

  it('resends a reset code for the reset purpose', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('*/authentication/resend-otp/', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ detail: 'Sent' });
      }),
    );
    const { user } = await renderAuth({
      route: '/verify-otp',
      state: { email: AUTH_USER.email, from: 'forget' },
    });
    expect(screen.getByRole('link', { name: 'Use a different email' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await advance(60_000);
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await untilReal(() =>
      expect(screen.getByRole('status')).toHaveTextContent('OTP sent successfully!'),
    );
    expect(bodies).toEqual([{ email: AUTH_USER.email, purpose: 'reset' }]);
  });

  it('says when the reset code is wrong', async () => {
    const { user, router } = await renderAuth({
      route: '/verify-otp',
      state: { email: AUTH_USER.email, from: 'forget' },
    });
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 4' }));
    await user.keyboard('0000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await untilReal(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Invalid OTP. Please try again.'),
    );
    expect(router.state.location.pathname).toBe('/verify-otp');
  });

  it('says when sending the code fails', async () => {
    server.use(http.post('*/authentication/forgot-password/', () => HttpResponse.error()));
    const { user, router } = await renderAuth({ route: '/forgot-password' });
    await typeInto(user, 'Email', AUTH_USER.email);
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await untilReal(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to send OTP. Please try again.'),
    );
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('requires an email before sending', async () => {
    const { user } = await renderAuth({ route: '/forgot-password' });
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
  });

  it('applies the sign-up password rules', async () => {
    const { user } = await renderAuth({ route: '/reset-password', state: RESET_STATE });
    await typeInto(user, 'New Password', '12345');
    await typeInto(user, 'Confirm New Password', '54321');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('offers a new code when the reset token has expired', async () => {
    server.use(
      http.post('*/authentication/reset-password/', () =>
        authError(400, 'reset_token_invalid', 'Reset token is invalid or expired'),
      ),
    );
    const { user } = await renderAuth({ route: '/reset-password', state: RESET_STATE });
    await typeInto(user, 'New Password', 'voyage1');
    await typeInto(user, 'Confirm New Password', 'voyage1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await untilReal(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This reset code has expired or was already used. Please request a new one.',
      ),
    );
    expect(screen.getByRole('link', { name: 'Request a new code' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  });

  it('sends /reset-password without a verified code to /forgot-password', async () => {
    const { router } = await renderAuth({ route: '/reset-password' });
    expect(router.state.location.pathname).toBe('/forgot-password');
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
  });
});
