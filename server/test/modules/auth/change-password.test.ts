import { bearer, login, post, signUp, type SignedIn } from '../../accounts.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
afterEach(() => t.clock.unfreeze());

const NEW_PASSWORD = 'Oasis-Caravan-77';
const change = (session: Pick<SignedIn, 'access'>, body: object) =>
  post(t, '/authentication/change-password/', body, bearer(session.access));
const profile = (access: string) =>
  t.app.inject({ method: 'GET', url: '/authentication/profile/', headers: bearer(access) });
const refresh = (token: string) => post(t, '/authentication/token/refresh/', { refresh: token });

function request(session: SignedIn, overrides: object = {}) {
  return {
    old_password: session.account.password,
    new_password: NEW_PASSWORD,
    confirm_password: NEW_PASSWORD,
    ...overrides,
  };
}

describe('POST /authentication/change-password/', () => {
  it('changes the password', async () => {
    const session = await signUp(t);

    const response = await change(session, request(session));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: 'Password changed successfully!' });
    expect((await login(t, session.account.email, session.account.password)).statusCode).toBe(401);
    expect((await login(t, session.account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('ends every session and access token issued before, without `refresh`', async () => {
    const session = await signUp(t);
    const other = (await login(t, session.account.email, session.account.password)).json();
    t.clock.advance(1);

    await change(session, request(session));

    for (const access of [session.access, other.access]) {
      const response = await profile(access);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        detail: 'Your password was changed. Please sign in again.',
        code: 'token_invalid',
      });
    }
    expect((await refresh(session.refresh)).statusCode).toBe(401);
    expect((await refresh(other.refresh)).statusCode).toBe(401);
  });

  it('keeps the caller’s own session alive when it sends its refresh token', async () => {
    const session = await signUp(t);
    const other = (await login(t, session.account.email, session.account.password)).json();
    t.clock.advance(1);

    await change(session, request(session, { refresh: session.refresh }));

    expect((await refresh(other.refresh)).statusCode).toBe(401);
    expect((await profile(session.access)).statusCode).toBe(401);
    const renewed = await refresh(session.refresh);
    expect(renewed.statusCode).toBe(200);
    expect((await profile(renewed.json().access)).statusCode).toBe(200);
  });

  it('keeps no session for a refresh token of another session or account', async () => {
    const session = await signUp(t);
    const other = (await login(t, session.account.email, session.account.password)).json();
    const stranger = await signUp(t);

    await change(session, request(session, { refresh: other.refresh }));
    expect((await refresh(other.refresh)).statusCode).toBe(401);
    expect((await refresh(session.refresh)).statusCode).toBe(401);

    const again = (await login(t, session.account.email, NEW_PASSWORD)).json();
    await change(
      again,
      request(
        { ...session, account: { ...session.account, password: NEW_PASSWORD } },
        {
          new_password: 'Third-Password-33',
          confirm_password: 'Third-Password-33',
          refresh: stranger.refresh,
        },
      ),
    );
    expect((await refresh(again.refresh)).statusCode).toBe(401);
    expect((await refresh(stranger.refresh)).statusCode).toBe(200);
  });

  it('checks the spec rules in order, then commonness, then the current password', async () => {
    const session = await signUp(t);
    const cases: [object, object][] = [
      [
        { old_password: 'wrong', new_password: 'abc', confirm_password: 'xyz' },
        {
          detail: 'New password must be at least 6 characters',
          field: 'new_password',
          code: 'password_too_short',
        },
      ],
      [
        { old_password: 'wrong', new_password: 'z'.repeat(129), confirm_password: 'xyz' },
        {
          detail: 'New password must be at most 128 characters',
          field: 'new_password',
          code: 'password_too_long',
        },
      ],
      [
        { old_password: 'wrong', new_password: 'abcdef', confirm_password: 'abcdeg' },
        {
          detail: 'New passwords do not match',
          field: 'confirm_password',
          code: 'password_mismatch',
        },
      ],
      [
        { old_password: 'password', new_password: 'password', confirm_password: 'password' },
        {
          detail: 'New password must be different from current password',
          field: 'new_password',
          code: 'password_unchanged',
        },
      ],
      [
        { old_password: 'wrong', new_password: 'sunshine', confirm_password: 'sunshine' },
        {
          detail: 'This password is too common and easy to guess. Please choose another one.',
          field: 'new_password',
          code: 'password_too_common',
        },
      ],
      [
        { old_password: 'wrong', new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
        { detail: 'Current password is incorrect', field: 'old_password', code: 'wrong_password' },
      ],
    ];

    for (const [body, expected] of cases) {
      const response = await change(session, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(expected);
    }
    expect((await profile(session.access)).statusCode).toBe(200);
  });

  it('limits wrong current passwords to 10 in 15 minutes', async () => {
    t.clock.freeze();
    const session = await signUp(t);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await change(session, request(session, { old_password: 'wrong' }))).json().code).toBe(
        'wrong_password',
      );
    }

    const blocked = await change(session, request(session));

    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('rate_limited');
    expect(blocked.headers['retry-after']).toBe(String(15 * 60));
    t.clock.advance(15 * 60_000);
    const renewed = (await refresh(session.refresh)).json();
    expect((await change(renewed, request(session))).statusCode).toBe(200);
  });

  it('answers 401 without a token, before looking at the body', async () => {
    const response = await post(t, '/authentication/change-password/', {});

    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('not_authenticated');
  });

  it('validates the body', async () => {
    const session = await signUp(t);

    const response = await change(session, { new_password: NEW_PASSWORD });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'old_password: is required',
      field: 'old_password',
      code: 'invalid',
    });
  });
});
