import { eq } from 'drizzle-orm';
import { users } from '../../../src/db/schema.ts';
import {
  bearer,
  latestCode,
  mailCount,
  newAccount,
  post,
  register,
  waitForMail,
  type TestAccount,
} from '../../accounts.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
afterEach(() => t.clock.unfreeze());

const MINUTE = 60_000;
const verify = (email: string, otp: string) =>
  post(t, '/authentication/verify-otp/', { email, otp });
const resend = (email: string, purpose = 'signup') =>
  post(t, '/authentication/resend-otp/', { email, purpose });

// A code that is not the right one.
const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

async function registered(): Promise<{ account: TestAccount; code: string }> {
  const account = newAccount();
  expect((await register(t, account)).statusCode).toBe(201);
  return { account, code: await latestCode(t, account.email) };
}

const INVALID = { detail: 'Invalid OTP. Please try again.', code: 'otp_invalid' };
const EXPIRED = { detail: 'This code has expired. Please request a new one.', code: 'otp_expired' };
const LOCKED = {
  detail: 'Too many wrong attempts. Please request a new code.',
  code: 'otp_locked',
};

describe('POST /authentication/verify-otp/', () => {
  it('verifies the account and signs it in', async () => {
    const { account, code } = await registered();

    const response = await verify(account.email.toUpperCase(), code);

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['access', 'refresh', 'user_id']);
    const [row] = await t.app.db.select().from(users).where(eq(users.email, account.email));
    expect(row?.verifiedAt).toBeInstanceOf(Date);
    expect(body.user_id).toBe(row?.id);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/authentication/profile/',
      headers: bearer(body.access),
    });
    expect(profile.json().email).toBe(account.email);
  });

  it('answers otp_invalid to a wrong code', async () => {
    const { account, code } = await registered();

    const response = await verify(account.email, wrong(code));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID);
  });

  it('answers otp_expired after 10 minutes', async () => {
    const { account, code } = await registered();

    t.clock.advance(10 * MINUTE);
    const response = await verify(account.email, code);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(EXPIRED);
  });

  it('still takes the code just before 10 minutes', async () => {
    const { account, code } = await registered();

    t.clock.advance(10 * MINUTE - 1000);

    expect((await verify(account.email, code)).statusCode).toBe(200);
  });

  it('is single use', async () => {
    const { account, code } = await registered();
    expect((await verify(account.email, code)).statusCode).toBe(200);

    const again = await verify(account.email, code);

    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(EXPIRED);
  });

  it('voids the code after 5 wrong tries, even for the right code', async () => {
    t.clock.freeze();
    const { account, code } = await registered();

    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await verify(account.email, wrong(code))).json()).toEqual(INVALID);
    }
    const fifth = await verify(account.email, wrong(code));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual(LOCKED);

    t.clock.advance(20_000);
    const right = await verify(account.email, code);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(LOCKED);
    // Retry-After: until a new code may be requested (a minute after the last one went out).
    expect(Number(right.headers['retry-after'])).toBeGreaterThanOrEqual(39);
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(40);

    t.clock.advance(MINUTE);
    const late = await verify(account.email, code);
    expect(late.headers['retry-after']).toBe('1');
  });

  it('counts parallel wrong guesses one by one', async () => {
    const { account, code } = await registered();

    const answers = await Promise.all(
      Array.from({ length: 8 }, () => verify(account.email, wrong(code))),
    );

    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([400, 400, 400, 400, 429, 429, 429, 429]);
    expect((await verify(account.email, code)).statusCode).toBe(429);
  });

  it('takes a new code after a lock; the new code voids the old one', async () => {
    const { account, code: first } = await registered();
    for (let attempt = 1; attempt <= 5; attempt += 1) await verify(account.email, wrong(first));
    t.clock.advance(MINUTE);

    expect((await resend(account.email)).statusCode).toBe(200);
    const second = await latestCode(t, account.email, 2);

    const old = await verify(account.email, second === first ? wrong(first) : first);
    expect(old.json()).toEqual(INVALID);
    expect((await verify(account.email, second)).statusCode).toBe(200);
  });

  it('answers otp_expired for an email with no account, like one with no code', async () => {
    const response = await verify('nobody@example.com', '1234');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(EXPIRED);
  });

  it.each([
    ['three digits', '123', 'otp: must be 4 digits'],
    ['letters', '12a4', 'otp: must be 4 digits'],
  ])('answers 400 to a code of %s without counting a try', async (_case, otp, detail) => {
    const { account, code } = await registered();

    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await verify(account.email, otp);
      expect(response.json()).toEqual({ detail, code: 'invalid', field: 'otp' });
    }

    expect((await verify(account.email, code)).statusCode).toBe(200);
  });

  it.each([
    [{ otp: '1234' }, 'email: is required', 'email'],
    [{ email: 'a@example.com' }, 'otp: is required', 'otp'],
    [{ email: 'not-an-email', otp: '1234' }, 'email: must be a valid email address', 'email'],
  ])('validates %j', async (payload, detail, field) => {
    const response = await post(t, '/authentication/verify-otp/', payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail, field, code: 'invalid' });
  });
});

describe('POST /authentication/resend-otp/', () => {
  it('mails a new code at most once a minute, answering 429 with Retry-After', async () => {
    t.clock.freeze();
    const { account } = await registered();

    const tooSoon = await resend(account.email);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({
      detail: expect.stringMatching(/^Please wait 60 second\(s\) before requesting a new code\.$/),
      code: 'rate_limited',
    });
    expect(tooSoon.headers['retry-after']).toBe('60');

    t.clock.advance(45_000);
    expect((await resend(account.email)).headers['retry-after']).toBe('15');

    t.clock.advance(15_000);
    const response = await resend(account.email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      detail: 'If an account with this email needs a code, a new one has been sent.',
    });
    const mails = await waitForMail(t, account.email, 2);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toBe('Your Safar verification code');
  });

  it('answers an unknown email exactly like a real one', async () => {
    const { account } = await registered();
    t.clock.advance(MINUTE);

    const real = await resend(account.email);
    const unknown = await resend('nobody.here@example.com');
    expect(unknown.statusCode).toBe(real.statusCode);
    expect(unknown.json()).toEqual(real.json());

    const realAgain = await resend(account.email);
    const unknownAgain = await resend('nobody.here@example.com');
    expect(realAgain.statusCode).toBe(429);
    expect(unknownAgain.statusCode).toBe(429);
    expect(unknownAgain.json()).toEqual(realAgain.json());
    expect(await mailCount(t, 'nobody.here@example.com')).toBe(0);
  });

  it('sends no sign-up code to a verified account', async () => {
    const { account, code } = await registered();
    await verify(account.email, code);
    t.clock.advance(MINUTE);

    const response = await resend(account.email);

    expect(response.statusCode).toBe(200);
    expect(await mailCount(t, account.email)).toBe(1);
  });

  it('sends a reset code for purpose "reset"', async () => {
    const { account } = await registered();

    const response = await resend(account.email, 'reset');

    expect(response.statusCode).toBe(200);
    const [newest] = await waitForMail(t, account.email, 2);
    expect(newest?.subject).toBe('Your Safar password reset code');
  });

  it('allows 5 an hour per email', async () => {
    const { account } = await registered();
    for (let index = 0; index < 5; index += 1) {
      t.clock.advance(MINUTE);
      expect((await resend(account.email)).statusCode).toBe(200);
    }

    t.clock.advance(MINUTE);
    const sixth = await resend(account.email);

    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      detail: 'Too many codes were requested for this email. Please try again in 55 minute(s).',
      code: 'rate_limited',
    });
    expect(Number(sixth.headers['retry-after'])).toBe(55 * 60);
    t.clock.advance(55 * MINUTE);
    expect((await resend(account.email)).statusCode).toBe(200);
  });

  it('rejects an unknown purpose', async () => {
    const response = await resend('a@example.com', 'login');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'purpose: must be one of: signup, reset',
      field: 'purpose',
      code: 'invalid',
    });
  });
});
