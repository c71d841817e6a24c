import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { refreshTokens, users } from '../../../src/db/schema.ts';
import { TOKEN_LIFETIMES } from '../../../src/modules/auth/constants.ts';
import { createTokenService } from '../../../src/modules/auth/tokens.ts';
import { bearer, login, post, signUp } from '../../accounts.ts';
import { buildTestApp, createTestClock, TEST_JWT_SECRET, type TestApp } from '../../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const GRACE_MS = TOKEN_LIFETIMES.refreshReuseGraceSeconds * 1000;
const refresh = (token: string) => post(t, '/authentication/token/refresh/', { refresh: token });
const logout = (token: string) => post(t, '/authentication/logout/', { refresh: token });
const profile = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/authentication/profile/', headers });

function decode(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
}
function header(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString());
}

describe('the tokens', () => {
  it('are HS256 JWTs: access for 15 minutes, refresh for 7 days', async () => {
    const { access, refresh: refreshToken, userId } = await signUp(t);

    expect(header(access)).toEqual({ alg: 'HS256', typ: 'at+jwt' });
    expect(header(refreshToken)).toEqual({ alg: 'HS256', typ: 'rt+jwt' });
    const accessClaims = decode(access);
    const refreshClaims = decode(refreshToken);
    expect(accessClaims.sub).toBe(userId);
    expect(Number(accessClaims.exp) - Math.floor(Number(accessClaims.iat))).toBe(15 * 60);
    expect(Number(refreshClaims.exp) - Math.floor(Number(refreshClaims.iat))).toBe(7 * 24 * 3600);
    expect(JSON.stringify(accessClaims)).not.toMatch(/password|email/i);
  });
});

describe('POST /authentication/token/refresh/', () => {
  it('answers new tokens and uses the old refresh token up (rotation)', async () => {
    const session = await signUp(t);

    const response = await refresh(session.refresh);

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['access', 'refresh']);
    expect(body.refresh).not.toBe(session.refresh);
    expect((await profile(bearer(body.access))).statusCode).toBe(200);
    expect((await refresh(body.refresh)).statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token comes back', async () => {
    const session = await signUp(t);
    const second = (await refresh(session.refresh)).json();
    const third = (await refresh(second.refresh)).json();
    t.clock.advance(GRACE_MS + 1);

    const reused = await refresh(session.refresh);

    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toEqual({
      detail:
        'This refresh token was already used, so its session has been ended for safety. Please sign in again.',
      code: 'token_invalid',
    });
    expect((await refresh(third.refresh)).statusCode).toBe(401);
    expect((await profile(bearer(third.access))).json().code).toBe('token_invalid');
  });

  it('leaves the other sessions of the account alone on reuse', async () => {
    const session = await signUp(t);
    const other = (await login(t, session.account.email, session.account.password)).json();
    await refresh(session.refresh);
    t.clock.advance(GRACE_MS + 1);

    await refresh(session.refresh);

    expect((await refresh(other.refresh)).statusCode).toBe(200);
  });

  it('keeps the traveller signed in when two tabs refresh with one token at once', async () => {
    const session = await signUp(t);

    const answers = await Promise.all([refresh(session.refresh), refresh(session.refresh)]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const [first, second] = answers.map((answer) => answer.json());
    expect(first.refresh).not.toBe(second.refresh);
    for (const tokens of [first, second]) {
      expect((await profile(bearer(tokens.access))).statusCode).toBe(200);
      expect((await refresh(tokens.refresh)).statusCode).toBe(200);
    }
  });

  it('still refreshes with a just-replaced token, within the grace window only', async () => {
    const session = await signUp(t);
    await refresh(session.refresh);
    t.clock.advance(GRACE_MS - 1000);

    const late = await refresh(session.refresh);
    expect(late.statusCode).toBe(200);

    t.clock.advance(2000);
    const replay = await refresh(session.refresh);
    expect(replay.statusCode).toBe(401);
    expect((await refresh(late.json().refresh)).statusCode).toBe(401);
  });

  it('does not bring back a signed-out session through the grace window', async () => {
    const session = await signUp(t);
    const next = (await refresh(session.refresh)).json();
    await logout(next.refresh);

    const response = await refresh(session.refresh);

    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('token_invalid');
  });

  it('answers token_expired after 7 days', async () => {
    const session = await signUp(t);
    t.clock.advance(7 * 24 * 60 * MINUTE);

    const response = await refresh(session.refresh);

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      detail: 'Your session has expired. Please sign in again.',
      code: 'token_expired',
    });
  });

  it.each([
    ['garbage', () => 'not-a-token'],
    ['an access token', (s: { access: string }) => s.access],
    ['a token signed with another secret', () => forged({ typ: 'rt+jwt' })],
  ])('answers 401 token_invalid to %s', async (_case, make) => {
    const session = await signUp(t);

    const response = await refresh(await make(session));

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      detail: 'The refresh token is not valid.',
      code: 'token_invalid',
    });
  });

  it('answers 400 without a token', async () => {
    const response = await post(t, '/authentication/token/refresh/', {});

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'refresh: is required',
      field: 'refresh',
      code: 'invalid',
    });
  });
});

describe('POST /authentication/logout/', () => {
  it('ends the session: its refresh and access tokens stop working', async () => {
    const session = await signUp(t);

    const response = await logout(session.refresh);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Signed out' });
    expect((await refresh(session.refresh)).statusCode).toBe(401);
    const after = await profile(bearer(session.access));
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      detail: 'You have been signed out. Please sign in again.',
      code: 'token_invalid',
    });
  });

  it('leaves the account’s other sessions signed in', async () => {
    const session = await signUp(t);
    const other = (await login(t, session.account.email, session.account.password)).json();

    await logout(session.refresh);

    expect((await profile(bearer(other.access))).statusCode).toBe(200);
  });

  it('answers 200 again for a token already logged out, used or expired', async () => {
    const session = await signUp(t);
    const next = (await refresh(session.refresh)).json();

    expect((await logout(session.refresh)).statusCode).toBe(200);
    expect((await logout(session.refresh)).statusCode).toBe(200);
    expect((await refresh(next.refresh)).statusCode).toBe(401);

    const later = await signUp(t);
    t.clock.advance(8 * 24 * 60 * MINUTE);
    expect((await logout(later.refresh)).statusCode).toBe(200);
  });

  it('answers 401 to anything that is not a refresh token of this server', async () => {
    const session = await signUp(t);

    for (const token of ['garbage', session.access, await forged({ typ: 'rt+jwt' })]) {
      const response = await logout(token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        detail: 'The refresh token is not valid.',
        code: 'token_invalid',
      });
    }
    expect((await refresh(session.refresh)).statusCode).toBe(200);
  });
});

// A token with the right shape and claims, signed with another secret.
async function forged(options: { typ: string; sub?: string }) {
  return new SignJWT({
    sub: options.sub ?? crypto.randomUUID(),
    sid: crypto.randomUUID(),
    fam: crypto.randomUUID(),
    jti: crypto.randomUUID(),
  })
    .setProtectedHeader({ alg: 'HS256', typ: options.typ })
    .setIssuer('safar')
    .setAudience('safar')
    .setIssuedAt()
    .setExpirationTime('15m')
    .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
}

describe('the bearer check (app.authenticate)', () => {
  const NOT_VALID = { detail: 'The access token is not valid.', code: 'token_invalid' };

  it('answers 401 not_authenticated without a token', async () => {
    const response = await profile({});

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      detail: 'Authentication credentials were not provided.',
      code: 'not_authenticated',
    });
    expect(response.headers['www-authenticate']).toBe('Bearer');
  });

  it.each([
    ['another scheme', (access: string) => `Basic ${access}`],
    ['no token after Bearer', () => 'Bearer '],
  ])('answers not_authenticated to %s', async (_case, make) => {
    const session = await signUp(t);

    const response = await profile({ authorization: make(session.access) });

    expect(response.json().code).toBe('not_authenticated');
  });

  it('takes the scheme in any letter case', async () => {
    const session = await signUp(t);

    expect((await profile({ authorization: `bearer ${session.access}` })).statusCode).toBe(200);
  });

  it('refuses a token signed with a different secret', async () => {
    const session = await signUp(t);

    const response = await profile(bearer(await forged({ typ: 'at+jwt', sub: session.userId })));

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(NOT_VALID);
    expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
  });

  it('refuses a well-formed token made by a token service with another secret', async () => {
    const session = await signUp(t);
    const other = createTokenService('x'.repeat(40), createTestClock());

    const response = await profile(
      bearer(await other.signAccess(session.userId, crypto.randomUUID())),
    );

    expect(response.json()).toEqual(NOT_VALID);
  });

  it('refuses a refresh token used as an access token', async () => {
    const session = await signUp(t);

    expect((await profile(bearer(session.refresh))).json()).toEqual(NOT_VALID);
  });

  it('refuses a token with alg none or a tampered payload', async () => {
    const session = await signUp(t);
    const [head, payload, signature] = session.access.split('.');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt' })).toString('base64url');
    const claims = { ...decode(session.access), sub: crypto.randomUUID() };
    const tampered = Buffer.from(JSON.stringify(claims)).toString('base64url');

    expect((await profile(bearer(`${none}.${payload}.`))).json()).toEqual(NOT_VALID);
    expect((await profile(bearer(`${head}.${tampered}.${signature}`))).json()).toEqual(NOT_VALID);
  });

  it('answers token_expired after 15 minutes', async () => {
    const session = await signUp(t);
    t.clock.advance(15 * MINUTE);

    const response = await profile(bearer(session.access));

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      detail: 'Your session has expired. Please sign in again.',
      code: 'token_expired',
    });
  });

  it('refuses the token of an account that no longer exists', async () => {
    const session = await signUp(t);
    await t.app.db.delete(users).where(eq(users.id, session.userId));

    const response = await profile(bearer(session.access));

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      detail: 'This account no longer exists.',
      code: 'token_invalid',
    });
    expect(await t.app.db.$count(refreshTokens, eq(refreshTokens.userId, session.userId))).toBe(0);
  });

  it('refuses a token issued before the password changed, by the millisecond', async () => {
    const session = await signUp(t);
    const issuedAt = Math.round(Number(decode(session.access).iat) * 1000);
    await t.app.db
      .update(users)
      .set({ tokensValidAfter: new Date(issuedAt + 1) })
      .where(eq(users.id, session.userId));

    const response = await profile(bearer(session.access));

    expect(response.json()).toEqual({
      detail: 'Your password was changed. Please sign in again.',
      code: 'token_invalid',
    });
    await t.app.db
      .update(users)
      .set({ tokensValidAfter: new Date(issuedAt) })
      .where(eq(users.id, session.userId));
    expect((await profile(bearer(session.access))).statusCode).toBe(200);
  });

  it('shares the secret through JWT_SECRET: another instance accepts the token', async () => {
    const session = await signUp(t);
    const other = await buildTestApp({ env: { JWT_SECRET: TEST_JWT_SECRET } });
    try {
      const response = await other.app.inject({
        method: 'POST',
        url: '/authentication/token/refresh/',
        payload: { refresh: session.refresh },
      });
      // Same secret, so the signature checks out; the other database has no such session.
      expect(response.json()).toEqual({
        detail: 'This session has ended. Please sign in again.',
        code: 'token_invalid',
      });
    } finally {
      await other.close();
    }
  });
});
