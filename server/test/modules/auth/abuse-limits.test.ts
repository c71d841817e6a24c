import { OTP_RULES, RATE_LIMITS } from '../../../src/modules/auth/constants.ts';
import { latestCode, newAccount, nextClientIp, register } from '../../accounts.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';

// Limits that keep one client from making the server hash passwords without end or guessing
// codes across many accounts.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
afterEach(() => t.clock.unfreeze());

const HOUR = 60 * 60_000;

describe('sign-up limits', () => {
  it(`takes ${RATE_LIMITS.signupsPerIp.limit} sign-ups an hour from one address`, async () => {
    t.clock.freeze();
    const ip = nextClientIp();
    for (let count = 0; count < RATE_LIMITS.signupsPerIp.limit; count += 1) {
      expect((await register(t, newAccount(), ip)).statusCode).toBe(201);
    }

    const refused = await register(t, newAccount(), ip);

    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      detail: 'Too many sign-ups were attempted. Please try again in 60 minute(s).',
      code: 'rate_limited',
    });
    expect(refused.headers['retry-after']).toBe(String(60 * 60));
    expect((await register(t, newAccount())).statusCode).toBe(201);
    t.clock.advance(HOUR);
    expect((await register(t, newAccount(), ip)).statusCode).toBe(201);
  });

  it(`takes ${RATE_LIMITS.signupsPerEmail.limit} sign-up attempts an hour for one email`, async () => {
    const account = newAccount();
    for (let count = 0; count < RATE_LIMITS.signupsPerEmail.limit; count += 1) {
      await register(t, { ...account, password: 'short' });
    }

    const refused = await register(t, account);

    expect(refused.statusCode).toBe(429);
  });

  it('does not count a sign-up its schema refuses', async () => {
    const ip = nextClientIp();
    for (let count = 0; count < RATE_LIMITS.signupsPerIp.limit + 5; count += 1) {
      expect((await register(t, { email: 'not-an-email' }, ip)).statusCode).toBe(400);
    }

    expect((await register(t, newAccount(), ip)).statusCode).toBe(201);
  });
});

describe('one-time code guesses per address', () => {
  const verify = (email: string, otp: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/authentication/verify-otp/',
      payload: { email, otp },
      remoteAddress: ip,
    });

  it(`refuses an address after ${RATE_LIMITS.otpFailuresPerIp.limit} wrong codes over many accounts`, async () => {
    const guesser = nextClientIp();
    const accounts = [];
    // Each code dies after its own five tries, so the guesses spread over several accounts.
    const perAccount = OTP_RULES.maxWrongAttempts - 1;
    const needed = Math.ceil(RATE_LIMITS.otpFailuresPerIp.limit / perAccount) + 1;
    for (let index = 0; index < needed; index += 1) {
      const account = newAccount();
      await register(t, account);
      accounts.push({ email: account.email, code: await latestCode(t, account.email) });
    }
    const wrong = (code: string) => (code === '0000' ? '0001' : '0000');
    let guesses = 0;
    for (const account of accounts) {
      for (
        let attempt = 0;
        attempt < perAccount && guesses < RATE_LIMITS.otpFailuresPerIp.limit;
        attempt += 1
      ) {
        expect((await verify(account.email, wrong(account.code), guesser)).statusCode).toBe(400);
        guesses += 1;
      }
    }
    const last = accounts.at(-1);
    if (!last) throw new Error('no accounts');

    const refused = await verify(last.email, last.code, guesser);

    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect((await verify(last.email, last.code, nextClientIp())).statusCode).toBe(200);
  });
});
