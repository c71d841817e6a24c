import { eq } from 'drizzle-orm';
import { users } from '../../../src/db/schema.ts';
import { createPasswordHasher } from '../../../src/modules/auth/passwords.ts';
import { loginSlowdownMs } from '../../../src/modules/auth/service.ts';
import {
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
const INVALID = { detail: 'Invalid email or password', code: 'invalid_credentials' };
let ipCounter = 0;
// Each test signs in from its own address, so per-address counts do not carry over.
const freshIp = () => `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

describe('loginSlowdownMs', () => {
  it('waits nothing up to the limit, then doubles from 250 ms up to 3 s', () => {
    expect([-1, 0, 1, 2, 3, 4, 10].map(loginSlowdownMs)).toEqual([
      0, 250, 500, 1000, 2000, 3000, 3000,
    ]);
  });
});

describe('POST /authentication/login/', () => {
  it('signs a verified account in, with any letter case in the email', async () => {
    const { account, userId } = await signUp(t);

    const response = await login(t, account.email.toUpperCase(), account.password, freshIp());

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      access: expect.any(String),
      refresh: expect.any(String),
      user_id: userId,
    });
    expect(body.access.split('.')).toHaveLength(3);
    expect(body.access).not.toBe(body.refresh);
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const { account } = await signUp(t);
    const ip = freshIp();

    const wrongPassword = await login(t, account.email, 'Not-The-Password-1', ip);
    const unknownEmail = await login(t, 'nobody@example.com', account.password, ip);

    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(INVALID);
    }
    const headersOf = (response: typeof wrongPassword) => {
      // Only the date and the request's own id may differ.
      const { date: _date, 'x-request-id': _requestId, ...rest } = response.headers;
      return rest;
    };
    expect(headersOf(unknownEmail)).toEqual(headersOf(wrongPassword));
  });

  it('takes about as long for an unknown email as for a wrong password', async () => {
    // At a cost where scrypt dominates, so that a missing hash check would show.
    const slow = await buildTestApp({ config: { scryptLogN: 14 } });
    try {
      const { account } = await signUp(slow);
      const time = async (email: string) => {
        const started = process.hrtime.bigint();
        await login(slow, email, 'Not-The-Password-1', freshIp());
        return Number(process.hrtime.bigint() - started) / 1e6;
      };
      await time('warm.up@example.com');
      const known: number[] = [];
      const unknown: number[] = [];
      for (let round = 0; round < 5; round += 1) {
        known.push(await time(account.email));
        unknown.push(await time(`nobody${round}@example.com`));
      }
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[2] ?? 0;
      expect(median(unknown)).toBeGreaterThan(median(known) * 0.6);
      expect(median(unknown)).toBeLessThan(median(known) * 1.6);
    } finally {
      await slow.close();
    }
  });

  it('refuses an unverified account with 403 and mails a fresh code', async () => {
    const account = newAccount();
    await register(t, account);
    await waitForMail(t, account.email, 1);
    t.clock.advance(MINUTE);

    const response = await login(t, account.email, account.password, freshIp());

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: 'Account not verified', code: 'not_verified' });
    const code = await latestCode(t, account.email, 2);
    expect(
      (await post(t, '/authentication/verify-otp/', { email: account.email, otp: code }))
        .statusCode,
    ).toBe(200);
  });

  it('mails no second code within a minute, but still answers 403', async () => {
    const account = newAccount();
    await register(t, account);
    await waitForMail(t, account.email, 1);

    const response = await login(t, account.email, account.password, freshIp());

    expect(response.statusCode).toBe(403);
    expect(await mailCount(t, account.email)).toBe(1);
  });

  it('answers 401, not 403, to an unverified account with a wrong password', async () => {
    const account = newAccount();
    await register(t, account);

    const response = await login(t, account.email, 'Not-The-Password-1', freshIp());

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(INVALID);
  });

  it('refuses an address after 10 failures for one email, for 15 minutes, but not the owner elsewhere', async () => {
    t.clock.freeze();
    const { account } = await signUp(t);
    const attacker = freshIp();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login(t, account.email, 'wrong-password', attacker)).statusCode).toBe(401);
    }

    const blocked = await login(t, account.email, account.password, attacker);

    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      detail: 'Too many failed sign-in attempts. Please try again in 15 minute(s).',
      code: 'rate_limited',
    });
    expect(blocked.headers['retry-after']).toBe(String(15 * 60));
    expect((await login(t, account.email, account.password, freshIp())).statusCode).toBe(200);
    t.clock.advance(15 * MINUTE);
    expect((await login(t, account.email, account.password, attacker)).statusCode).toBe(200);
  });

  it('never locks the owner out: failures from many addresses only slow the email down', async () => {
    const { account } = await signUp(t);
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect((await login(t, account.email, 'wrong-password', freshIp())).statusCode).toBe(401);
    }

    const started = Date.now();
    const owner = await login(t, account.email, account.password, freshIp());

    expect(owner.statusCode).toBe(200);
    // 12 failures are 2 past the limit of 10: a wait of 250 ms doubled twice.
    expect(Date.now() - started).toBeGreaterThanOrEqual(loginSlowdownMs(2) - 50);
    const after = Date.now();
    expect((await login(t, account.email, account.password, freshIp())).statusCode).toBe(200);
    expect(Date.now() - after).toBeLessThan(loginSlowdownMs(2));
  });

  it('allows 30 failures per address in 15 minutes, whatever the email', async () => {
    const { account } = await signUp(t);
    const ip = freshIp();
    for (let attempt = 0; attempt < 30; attempt += 1) {
      await login(t, `guess${attempt}@example.com`, 'wrong-password', ip);
    }

    const blocked = await login(t, account.email, account.password, ip);

    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('rate_limited');
    expect((await login(t, account.email, account.password, freshIp())).statusCode).toBe(200);
  });

  it('counts per forwarded client address behind a trusted proxy (TRUST_PROXY)', async () => {
    const proxied = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const { account } = await signUp(proxied);
      const from = (client: string, email: string, password: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/authentication/login/',
          payload: { email, password },
          headers: { 'x-forwarded-for': client },
        });
      for (let attempt = 0; attempt < 30; attempt += 1) {
        await from('203.0.113.7', `guess${attempt}@example.com`, 'wrong-password');
      }

      expect((await from('203.0.113.7', account.email, account.password)).statusCode).toBe(429);
      expect((await from('198.51.100.4', account.email, account.password)).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('does not count successful sign-ins, and a success clears the email failures', async () => {
    const { account } = await signUp(t);
    for (let attempt = 0; attempt < 9; attempt += 1) {
      await login(t, account.email, 'wrong-password', freshIp());
    }
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login(t, account.email, account.password, freshIp())).statusCode).toBe(200);
    }
    for (let attempt = 0; attempt < 9; attempt += 1) {
      expect((await login(t, account.email, 'wrong-password', freshIp())).statusCode).toBe(401);
    }
  });

  it('lets no more than 10 parallel failures from one address through', async () => {
    const { account } = await signUp(t);
    const ip = freshIp();

    const answers = await Promise.all(
      Array.from({ length: 15 }, () => login(t, account.email, 'wrong-password', ip)),
    );

    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });

  it('re-hashes a password stored at a lower cost on sign-in', async () => {
    const { account, userId } = await signUp(t);
    await t.app.db
      .update(users)
      .set({ passwordHash: await createPasswordHasher({ logN: 4 }).hash(account.password) })
      .where(eq(users.id, userId));

    expect((await login(t, account.email, account.password, freshIp())).statusCode).toBe(200);

    const [row] = await t.app.db.select().from(users).where(eq(users.id, userId));
    expect(row?.passwordHash).toMatch(new RegExp(`^\\$scrypt\\$ln=${t.config.scryptLogN},`));
    expect((await login(t, account.email, account.password, freshIp())).statusCode).toBe(200);
  });

  it.each([
    [{ password: 'x' }, 'email: is required', 'email'],
    [{ email: 'a@example.com' }, 'password: is required', 'password'],
    [{ email: 'a@example.com', password: '' }, 'password: must not be empty', 'password'],
    [{ email: 'nope', password: 'x' }, 'email: must be a valid email address', 'email'],
  ])('validates %j', async (payload, detail, field) => {
    const response = await post(t, '/authentication/login/', payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail, field, code: 'invalid' });
  });
});
