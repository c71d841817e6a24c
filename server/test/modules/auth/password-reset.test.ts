import { passwordResetTokens } from '../../../src/db/schema.ts';
import {
  bearer,
  latestCode,
  login,
  mailCount,
  newAccount,
  post,
  register,
  signUp,
  waitForMail,
} from '../../accounts.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
afterEach(() => t.clock.unfreeze());

const MINUTE = 60_000;
const NEW_PASSWORD = 'Oasis-Caravan-77';
const SENT = {
  detail: 'If an account with this email exists, a password reset code has been sent.',
};
const TOKEN_INVALID = {
  detail: 'This password reset has expired or was already used. Please request a new code.',
  code: 'reset_token_invalid',
};

const forgot = (email: string) => post(t, '/authentication/forgot-password/', { email });
const verifyReset = (email: string, otp: string) =>
  post(t, '/authentication/verify-forgot-password-otp/', { email, otp });
const reset = (email: string, token: string, password = NEW_PASSWORD, confirm = password) =>
  post(t, '/authentication/reset-password/', {
    email,
    reset_token: token,
    new_password: password,
    confirm_password: confirm,
  });

// Forgot password, then the code from the mail: a reset token.
async function resetToken(email: string, mailsBefore: number): Promise<string> {
  expect((await forgot(email)).statusCode).toBe(200);
  const otp = await latestCode(t, email, mailsBefore + 1);
  const response = await verifyReset(email, otp);
  expect(response.statusCode).toBe(200);
  return response.json().reset_token;
}

describe('POST /authentication/forgot-password/', () => {
  it('mails a reset code to an account', async () => {
    const { account } = await signUp(t);

    const response = await forgot(account.email.toUpperCase());

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(SENT);
    const [mail] = await waitForMail(t, account.email, 2);
    expect(mail?.subject).toBe('Your Safar password reset code');
    expect(mail?.text).toMatch(/Your Safar password reset code is \d{4}\./);
  });

  it('answers an unknown email exactly the same, and mails nothing', async () => {
    const { account } = await signUp(t);

    const known = await forgot(account.email);
    const unknown = await forgot('nobody@example.com');

    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    // Only the date and the request's own id may differ.
    const { date: _a, 'x-request-id': _c, ...knownHeaders } = known.headers;
    const { date: _b, 'x-request-id': _d, ...unknownHeaders } = unknown.headers;
    expect(unknownHeaders).toEqual(knownHeaders);
    expect(await mailCount(t, 'nobody@example.com')).toBe(0);
  });

  it('sends at most one code a minute, silently', async () => {
    const { account } = await signUp(t);
    await forgot(account.email);
    await waitForMail(t, account.email, 2);

    expect((await forgot(account.email)).statusCode).toBe(200);
    expect(await mailCount(t, account.email)).toBe(2);

    t.clock.advance(MINUTE);
    await forgot(account.email);
    await waitForMail(t, account.email, 3);
  });

  it('allows 5 requests an hour per email, known or not', async () => {
    t.clock.freeze();
    for (const email of [(await signUp(t)).account.email, 'nobody.else@example.com']) {
      for (let index = 0; index < 5; index += 1) {
        expect((await forgot(email)).statusCode).toBe(200);
      }
      const sixth = await forgot(email);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json()).toEqual({
        detail:
          'Too many password resets were requested for this email. Please try again in 60 minute(s).',
        code: 'rate_limited',
      });
      expect(sixth.headers['retry-after']).toBe('3600');
    }
    t.clock.advance(60 * MINUTE);
  });

  it('sends a code to an unverified account too', async () => {
    const account = newAccount();
    await register(t, account);
    t.clock.advance(MINUTE);

    await forgot(account.email);

    const [mail] = await waitForMail(t, account.email, 2);
    expect(mail?.subject).toBe('Your Safar password reset code');
  });
});

describe('POST /authentication/verify-forgot-password-otp/', () => {
  it('trades the code for a reset token, storing only its hash', async () => {
    const { account } = await signUp(t);

    const token = await resetToken(account.email, 1);

    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await t.app.db.select().from(passwordResetTokens);
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);
  });

  it('does not take a sign-up code', async () => {
    const account = newAccount();
    await register(t, account);
    const signupCode = await latestCode(t, account.email);

    const response = await verifyReset(account.email, signupCode);

    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('otp_expired');
  });

  it('answers otp_invalid, otp_expired and otp_locked like sign-up codes', async () => {
    const { account } = await signUp(t);
    await forgot(account.email);
    const otp = await latestCode(t, account.email, 2);
    const wrong = otp === '0000' ? '0001' : '0000';

    expect((await verifyReset(account.email, wrong)).json().code).toBe('otp_invalid');
    for (let attempt = 0; attempt < 4; attempt += 1) await verifyReset(account.email, wrong);
    const locked = await verifyReset(account.email, otp);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('otp_locked');

    t.clock.advance(MINUTE);
    await forgot(account.email);
    const fresh = await latestCode(t, account.email, 3);
    t.clock.advance(10 * MINUTE);
    expect((await verifyReset(account.email, fresh)).json().code).toBe('otp_expired');
  });
});

describe('POST /authentication/reset-password/', () => {
  it('sets the new password and ends every session', async () => {
    const { account, access, refresh } = await signUp(t);
    const other = await login(t, account.email, account.password);
    t.clock.advance(MINUTE);
    const token = await resetToken(account.email, 1);

    const response = await reset(account.email, token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      detail: 'Your password has been reset. You can now sign in.',
    });
    expect((await login(t, account.email, account.password)).statusCode).toBe(401);
    expect((await login(t, account.email, NEW_PASSWORD)).statusCode).toBe(200);
    for (const oldRefresh of [refresh, other.json().refresh]) {
      const refreshed = await post(t, '/authentication/token/refresh/', { refresh: oldRefresh });
      expect(refreshed.statusCode).toBe(401);
    }
    const profile = await t.app.inject({
      method: 'GET',
      url: '/authentication/profile/',
      headers: bearer(access),
    });
    expect(profile.statusCode).toBe(401);
    expect(profile.json().code).toBe('token_invalid');
  });

  it('takes a token once', async () => {
    const { account } = await signUp(t);
    const token = await resetToken(account.email, 1);
    expect((await reset(account.email, token)).statusCode).toBe(200);

    const again = await reset(account.email, token, 'Another-Password-9');

    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(TOKEN_INVALID);
  });

  it('takes a token for 15 minutes', async () => {
    const { account } = await signUp(t);
    const expired = await resetToken(account.email, 1);
    t.clock.advance(15 * MINUTE);
    expect((await reset(account.email, expired)).json()).toEqual(TOKEN_INVALID);

    const fresh = await resetToken(account.email, 2);
    t.clock.advance(15 * MINUTE - 1000);
    expect((await reset(account.email, fresh)).statusCode).toBe(200);
  });

  it('refuses a token for another account, or made up', async () => {
    const first = await signUp(t);
    const second = await signUp(t);
    const token = await resetToken(first.account.email, 1);

    expect((await reset(second.account.email, token)).json()).toEqual(TOKEN_INVALID);
    expect((await reset(first.account.email, 'made-up')).json()).toEqual(TOKEN_INVALID);
    expect((await reset('nobody@example.com', token)).json()).toEqual(TOKEN_INVALID);
    expect((await reset(first.account.email, token)).statusCode).toBe(200);
  });

  it('voids the older token when a newer one is issued', async () => {
    const { account } = await signUp(t);
    const older = await resetToken(account.email, 1);
    t.clock.advance(MINUTE);
    const newer = await resetToken(account.email, 2);

    expect((await reset(account.email, older)).json()).toEqual(TOKEN_INVALID);
    expect((await reset(account.email, newer)).statusCode).toBe(200);
  });

  it('verifies an unverified account (the code proved the email)', async () => {
    const account = newAccount();
    await register(t, account);
    t.clock.advance(MINUTE);
    const token = await resetToken(account.email, 1);

    await reset(account.email, token);

    expect((await login(t, account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    [
      'short',
      'abc12',
      'abc12',
      'Password must be at least 6 characters',
      'new_password',
      'password_too_short',
    ],
    [
      'long',
      'y'.repeat(129),
      'y'.repeat(129),
      'Password must be at most 128 characters',
      'new_password',
      'password_too_long',
    ],
    [
      'mismatched',
      'Oasis-Caravan-77',
      'Oasis-Caravan-78',
      'Passwords do not match',
      'confirm_password',
      'password_mismatch',
    ],
    [
      'common',
      'iloveyou',
      'iloveyou',
      'This password is too common and easy to guess. Please choose another one.',
      'new_password',
      'password_too_common',
    ],
  ])(
    'refuses a %s password without using up the token',
    async (_case, password, confirm, detail, field, code) => {
      const { account } = await signUp(t);
      const token = await resetToken(account.email, 1);

      const response = await reset(account.email, token, password, confirm);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail, field, code });
      expect((await reset(account.email, token)).statusCode).toBe(200);
    },
  );
});
