import { OTP_RULES } from '../../../src/modules/auth/constants.ts';
import {
  bearer,
  codeIn,
  latestCode,
  login,
  mailCount,
  signUp,
  waitForMail,
  type SignedIn,
} from '../../accounts.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const putProfile = (session: SignedIn, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/authentication/profile/',
    headers: bearer(session.access),
    payload,
  });
const confirm = (session: SignedIn, otp: string, ip = '127.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/authentication/profile/confirm-email/',
    headers: bearer(session.access),
    payload: { otp },
    remoteAddress: ip,
  });
const wrong = (code: string) =>
  String((Number(code) + 1) % 10 ** OTP_RULES.length).padStart(4, '0');
const newAddress = (session: SignedIn) => `moved.${session.account.email}`;

describe('changing the profile email', () => {
  it('mails the new address a code; the code makes it the sign-in email and tells the old one', async () => {
    const session = await signUp(t);
    const email = newAddress(session);
    await putProfile(session, { email });

    const [mail] = await waitForMail(t, email);
    expect(mail?.subject).toBe('Confirm your new Safar email address');
    const response = await confirm(session, codeIn(mail));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email, pending_email: null });
    expect((await login(t, email, session.account.password)).statusCode).toBe(200);
    expect((await login(t, session.account.email, session.account.password)).statusCode).toBe(401);
    const [notice] = await waitForMail(t, session.account.email, 2);
    expect(notice?.subject).toBe('Your Safar email address was changed');
    expect(notice?.text).toContain(email);
  });

  it('refuses a wrong code and keeps the old email; five wrong codes void it', async () => {
    const session = await signUp(t);
    const email = newAddress(session);
    await putProfile(session, { email });
    const code = await latestCode(t, email);

    const first = await confirm(session, wrong(code));
    expect(first.statusCode).toBe(400);
    expect(first.json()).toEqual({ detail: 'Invalid OTP. Please try again.', code: 'otp_invalid' });
    for (let attempt = 2; attempt < OTP_RULES.maxWrongAttempts; attempt += 1) {
      await confirm(session, wrong(code));
    }
    expect((await confirm(session, wrong(code))).statusCode).toBe(429);
    expect((await confirm(session, code)).json().code).toBe('otp_locked');
    expect((await putProfile(session, {})).json()).toMatchObject({
      email: session.account.email,
      pending_email: email,
    });
  });

  it('refuses a code after ten minutes', async () => {
    const session = await signUp(t);
    const email = newAddress(session);
    await putProfile(session, { email });
    const code = await latestCode(t, email);
    t.clock.advance(OTP_RULES.ttlSeconds * 1000 + 1);

    const response = await confirm(session, code);

    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('otp_expired');
  });

  it('answers 400 when no new email is waiting', async () => {
    const session = await signUp(t);

    const response = await confirm(session, '1234');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'There is no new email address waiting to be confirmed.',
      code: 'no_pending_email',
    });
  });

  it('drops the pending change when the current email is sent again', async () => {
    const session = await signUp(t);
    const email = newAddress(session);
    await putProfile(session, { email });
    const code = await latestCode(t, email);

    const back = await putProfile(session, { email: session.account.email });

    expect(back.json()).toMatchObject({ email: session.account.email, pending_email: null });
    expect((await confirm(session, code)).json().code).toBe('no_pending_email');
  });

  it('refuses to confirm an address another account took in the meantime', async () => {
    const session = await signUp(t);
    const email = newAddress(session);
    await putProfile(session, { email });
    const code = await latestCode(t, email);
    await signUp(t, { email });

    const response = await confirm(session, code);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'email_taken', field: 'email' });
  });

  it('sends no second code to the same address within a minute', async () => {
    const session = await signUp(t);
    const email = newAddress(session);
    await putProfile(session, { email });
    await waitForMail(t, email);

    await putProfile(session, { email });

    expect(await mailCount(t, email)).toBe(1);
  });

  it('answers 401 without a token and 400 for a malformed code', async () => {
    const session = await signUp(t);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/authentication/profile/confirm-email/',
      payload: { otp: '1234' },
    });

    expect(anonymous.statusCode).toBe(401);
    await putProfile(session, { email: newAddress(session) });
    expect((await confirm(session, '12a4')).json()).toMatchObject({ field: 'otp' });
  });
});
