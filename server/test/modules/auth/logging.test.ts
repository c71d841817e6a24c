import { PassThrough } from 'node:stream';
import { latestCode, newAccount, post } from '../../accounts.ts';
import { startSmtpSink } from '../../smtp-sink.ts';
import { buildTestApp, TEST_JWT_SECRET, type TestApp } from '../../helper.ts';
import { formData, PNG } from '../../images.ts';

// Runs every account flow in production mode with the most verbose log level, then looks for
// anything secret in the log: passwords, codes, tokens, hashes, the signing secret.
const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => logLines.push(chunk.toString()));
  t = await buildTestApp({
    env: { NODE_ENV: 'production', SAFAR_DEV_ROUTES: '0', LOG_LEVEL: 'trace' },
    logStream,
    smtp: await startSmtpSink(),
  });
});
afterAll(async () => {
  await t.close();
  await t.smtp?.close();
});

it('keeps every secret out of the log', async () => {
  const account = newAccount({ password: 'Unlogged-Password-91' });
  const secrets: string[] = [account.password, TEST_JWT_SECRET];

  const form = formData({ ...account }, { image: { data: PNG, name: 'me.png' } });
  const registered = await t.app.inject({
    method: 'POST',
    url: '/authentication/register/',
    payload: form,
  });
  expect(registered.statusCode).toBe(201);
  const signupCode = await latestCode(t, account.email, 1);
  const verified = (
    await post(t, '/authentication/verify-otp/', { email: account.email, otp: signupCode })
  ).json();
  secrets.push(verified.access, verified.refresh);
  const auth = { authorization: `Bearer ${verified.access}` };

  const profile = await t.app.inject({
    method: 'PUT',
    url: '/authentication/profile/',
    headers: auth,
    payload: formData({ name: 'Logged Name' }, { image: { data: PNG, name: 'me.png' } }),
  });
  expect(profile.statusCode).toBe(200);
  const refreshed = (
    await post(t, '/authentication/token/refresh/', { refresh: verified.refresh })
  ).json();
  secrets.push(refreshed.access, refreshed.refresh);
  await post(
    t,
    '/authentication/change-password/',
    {
      old_password: account.password,
      new_password: 'Changed-Password-92',
      confirm_password: 'Changed-Password-92',
      refresh: refreshed.refresh,
    },
    { authorization: `Bearer ${refreshed.access}` },
  );
  secrets.push('Changed-Password-92');

  t.clock.advance(60_000);
  await post(t, '/authentication/forgot-password/', { email: account.email });
  const resetCode = await latestCode(t, account.email, 2);
  const { reset_token: resetToken } = (
    await post(t, '/authentication/verify-forgot-password-otp/', {
      email: account.email,
      otp: resetCode,
    })
  ).json();
  secrets.push(resetToken);
  await post(t, '/authentication/reset-password/', {
    email: account.email,
    reset_token: resetToken,
    new_password: 'Reset-Password-93',
    confirm_password: 'Reset-Password-93',
  });
  secrets.push('Reset-Password-93');
  await post(t, '/authentication/login/', { email: account.email, password: 'Wrong-Password-94' });
  secrets.push('Wrong-Password-94');
  const login = (
    await post(t, '/authentication/login/', { email: account.email, password: 'Reset-Password-93' })
  ).json();
  secrets.push(login.access, login.refresh);
  await post(t, '/authentication/logout/', { refresh: login.refresh });

  const log = logLines.join('');
  expect(log).toContain('/authentication/login/');
  for (const secret of secrets) expect(log).not.toContain(secret);
  expect(log).not.toMatch(/\$scrypt\$/);
  // A code as a value of its own (not part of a uuid, a time or a longer number).
  expect(log).not.toMatch(new RegExp(`(?<![\\w.:-])(${signupCode}|${resetCode})(?![\\w.:-])`));
  expect(log).not.toMatch(/Bearer /);
  // At trace level the multipart parser logs the request headers: redacted.
  expect(log).toContain('"authorization":"[redacted]"');
});
