import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { AUTH_OTP, AUTH_TOKENS, AUTH_USER, authError } from '../../../../mocks/auth-handlers';
import { server } from '../../../../mocks/server';
import { advance, renderAuth, untilReal, setUpAuthTests } from '@/testing/auth';

setUpAuthTests();

const SIGNUP_STATE = { email: AUTH_USER.email, phone_number: AUTH_USER.phone_number };
const box = (position: number) => screen.getByRole('textbox', { name: `Digit ${position} of 4` });
const boxValues = () => [1, 2, 3, 4].map((position) => (box(position) as HTMLInputElement).value);
const verifyButton = () => screen.getByRole('button', { name: 'Verify' });

const openOtpPage = (state: object = SIGNUP_STATE) => renderAuth({ route: '/verify-otp', state });

function captureResends(answer = () => HttpResponse.json({ detail: 'Sent' })) {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/authentication/resend-otp/', async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

describe('one-time code boxes', () => {
  it('advance on typing and go back on backspace in an empty box', async () => {
    const { user } = await openOtpPage();
    await user.click(box(1));
    await user.keyboard('12');
    expect(boxValues()).toEqual(['1', '2', '', '']);
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxValues()).toEqual(['1', '', '', '']);
    await user.keyboard('9');
    expect(boxValues()).toEqual(['1', '9', '', '']);
  });

  it('ignore anything but digits', async () => {
    const { user } = await openOtpPage();
    await user.click(box(1));
    await user.keyboard('a');
    expect(boxValues()).toEqual(['', '', '', '']);
    expect(box(1)).toHaveFocus();
  });

  it('fill all four from a pasted code', async () => {
    const { user } = await openOtpPage();
    await user.click(box(3));
    await user.paste('Your code: 4 8 1 5');
    expect(boxValues()).toEqual(['4', '8', '1', '5']);
    expect(box(4)).toHaveFocus();
  });
});

describe('verifying the sign-up code', () => {
  it('asks for all 4 digits', async () => {
    const { user } = await openOtpPage();
    await user.click(box(1));
    await user.keyboard('12');
    await user.click(verifyButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter all 4 digits');
    expect(box(3)).toHaveAttribute('aria-invalid', 'true');
  });

  it('stores the tokens, refreshes the user and opens /dashboard after 1.5 s', async () => {
    const { user, router, store } = await openOtpPage();
    await user.click(box(1));
    await user.keyboard(AUTH_OTP);
    await user.click(verifyButton());
    await untilReal(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Account verified successfully!'),
    );
    expect(window.localStorage.getItem('access_token')).toBe(AUTH_TOKENS.access);
    expect(store.getState().auth.user).toMatchObject({ email: AUTH_USER.email });
    await advance(1499);
    expect(router.state.location.pathname).toBe('/verify-otp');
    await advance(1);
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('says when the code is wrong and clears the boxes', async () => {
    const { user, router } = await openOtpPage();
    await user.click(box(1));
    await user.keyboard('9999');
    await user.click(verifyButton());
    await untilReal(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Invalid OTP. Please try again.'),
    );
    expect(boxValues()).toEqual(['', '', '', '']);
    expect(box(1)).toHaveFocus();
    expect(verifyButton()).toBeEnabled();
    await advance(2000);
    expect(router.state.location.pathname).toBe('/verify-otp');
  });

  it('says when the code is locked and offers Resend at once', async () => {
    server.use(
      http.post('*/authentication/verify-otp/', () =>
        authError(429, 'otp_locked', 'Too many wrong attempts. Please request a new code.'),
      ),
    );
    const bodies = captureResends();
    const { user } = await openOtpPage();
    await user.click(box(1));
    await user.keyboard('9999');
    await user.click(verifyButton());
    await untilReal(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Too many wrong attempts. Please request a new code.',
      ),
    );
    expect(verifyButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await untilReal(() =>
      expect(screen.getByRole('status')).toHaveTextContent('OTP sent successfully!'),
    );
    expect(bodies).toEqual([{ email: AUTH_USER.email, purpose: 'signup' }]);
    expect(verifyButton()).toBeEnabled();
    expect(screen.getByText('You can resend the code in 60 seconds')).toBeInTheDocument();
  });

  it('says when the code has expired', async () => {
    server.use(
      http.post('*/authentication/verify-otp/', () =>
        authError(400, 'otp_expired', 'This code has expired. Please request a new one.'),
      ),
    );
    const { user } = await openOtpPage();
    await user.click(box(1));
    await user.keyboard('1234');
    await user.click(verifyButton());
    await untilReal(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This code has expired. Please request a new one.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeInTheDocument();
  });
});

describe('resending the code', () => {
  it('counts down 60 s, then resends and starts again', async () => {
    const bodies = captureResends();
    const { user } = await openOtpPage();
    expect(screen.getByText('You can resend the code in 60 seconds')).toBeInTheDocument();
    expect(screen.getByText(/The code may take up to 5 minutes to arrive/)).toBeInTheDocument();
    await advance(59_000);
    expect(screen.getByText('You can resend the code in 1 second')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend OTP' })).not.toBeInTheDocument();
    await advance(1000);
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await untilReal(() =>
      expect(screen.getByRole('status')).toHaveTextContent('OTP sent successfully!'),
    );
    expect(bodies).toEqual([{ email: AUTH_USER.email, purpose: 'signup' }]);
    expect(screen.getByText('You can resend the code in 60 seconds')).toBeInTheDocument();
  });

  it('says when resending fails, and waits as long as the server asks', async () => {
    captureResends(() =>
      HttpResponse.json(
        { detail: 'Please wait before asking for another code.', code: 'rate_limited' },
        { status: 429, headers: { 'Retry-After': '30' } },
      ),
    );
    const { user } = await openOtpPage();
    await advance(60_000);
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await untilReal(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to resend OTP'),
    );
    expect(screen.getByText('You can resend the code in 30 seconds')).toBeInTheDocument();
  });

  it('says when resending fails without a hint', async () => {
    captureResends(() => HttpResponse.error());
    const { user } = await openOtpPage();
    await advance(60_000);
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await untilReal(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to resend OTP'),
    );
    expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeInTheDocument();
  });

  it('counts in Arabic words and digits', async () => {
    await renderAuth({ route: '/verify-otp', state: SIGNUP_STATE, language: 'ar' });
    expect(screen.getByText('يمكنك إعادة إرسال الرمز بعد ٦٠ ثانية')).toBeInTheDocument();
    await advance(55_000);
    expect(screen.getByText('يمكنك إعادة إرسال الرمز بعد ٥ ثوانٍ')).toBeInTheDocument();
  });
});

describe('the code page without an email', () => {
  it('goes to /signup', async () => {
    const { router } = await renderAuth({ route: '/verify-otp' });
    expect(router.state.location.pathname).toBe('/signup');
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
  });
});
