import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './helper.ts';

// Helpers for tests that need accounts: sign up through the real routes, read the codes where the
// app sent them (its outbox, or the SMTP server a production-mode test gives it), sign in.

import { newAccount, type TestAccount } from './new-account.ts';

export { newAccount, type TestAccount };

export function post(
  t: TestApp,
  url: string,
  payload: object,
  headers: Record<string, string> = {},
) {
  return t.app.inject({ method: 'POST', url, payload, headers });
}

export const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

export interface Mail {
  subject: string;
  text: string;
}

// Mail an address has received, newest first: from the SMTP server where the app sends there,
// else from the outbox.
async function mailTo(t: TestApp, email: string): Promise<Mail[]> {
  if (t.smtp) {
    const address = email.toLowerCase();
    return t.smtp.received
      .filter((mail) => mail.to.some((to) => to.toLowerCase() === address))
      .reverse();
  }
  // The rows, not the count: on a pool those are two queries, which can disagree while a mail
  // is being written.
  return (await t.app.mail.listOutbox(email, { limit: 100, offset: 0 })).results;
}

// Mail goes out in the background (the answer does not wait for it), so these poll the address's
// mail (newest first) until `found` picks something out of it, for at most five seconds.
async function untilMail<T>(
  t: TestApp,
  email: string,
  found: (mails: Mail[]) => T | undefined,
  missing: string,
): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const result = found(await mailTo(t, email));
    if (result !== undefined) return result;
    if (Date.now() > deadline) throw new Error(`${email} has ${missing}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The address's mail once it has at least `count` messages. Newest first. */
export const waitForMail = (t: TestApp, email: string, count = 1): Promise<Mail[]> =>
  untilMail(t, email, (mails) => (mails.length >= count ? mails : undefined), `< ${count} mails`);

/**
 * The mail with this subject, once it has arrived: counting mails races with a mail still on its
 * way when the address already had others (a sign-up code, a confirmation).
 */
export const waitForSubject = (t: TestApp, email: string, subject: string): Promise<Mail> =>
  untilMail(
    t,
    email,
    (mails) => mails.find((mail) => mail.subject === subject),
    `no mail "${subject}"`,
  );

export function codeIn(mail: Mail | undefined): string {
  const match = /\b(\d{4})\b/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no code in ${JSON.stringify(mail)}`);
  return match[1];
}

// The code in the newest mail, once the address has `count` mails.
export async function latestCode(t: TestApp, email: string, count = 1): Promise<string> {
  const [newest] = await waitForMail(t, email, count);
  return codeIn(newest);
}

export async function mailCount(t: TestApp, email: string): Promise<number> {
  return (await mailTo(t, email)).length;
}

let addressCounter = 0;

// A different client address each call, so that tests signing up many accounts are many
// travellers, not one address over its sign-up limit.
export function nextClientIp(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export function register(
  t: TestApp,
  account: Partial<TestAccount>,
  ip = nextClientIp(),
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/authentication/register/',
    payload: account,
    remoteAddress: ip,
  });
}

export interface SignedIn {
  account: TestAccount;
  userId: string;
  access: string;
  refresh: string;
}

// Registers, verifies with the mailed code: a verified, signed-in account.
export async function signUp(t: TestApp, overrides: Partial<TestAccount> = {}): Promise<SignedIn> {
  const account = newAccount(overrides);
  // An address may have mail already (a code to change another account's email to it): the
  // sign-up code is the one after those.
  const before = await mailCount(t, account.email);
  const registered = await register(t, account);
  if (registered.statusCode !== 201) throw new Error(`register: ${registered.body}`);
  const otp = await latestCode(t, account.email, before + 1);
  const verified = await post(t, '/authentication/verify-otp/', { email: account.email, otp });
  if (verified.statusCode !== 200) throw new Error(`verify-otp: ${verified.body}`);
  const tokens = verified.json();
  return { account, userId: tokens.user_id, access: tokens.access, refresh: tokens.refresh };
}

export async function login(t: TestApp, email: string, password: string, ip = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/authentication/login/',
    payload: { email, password },
    remoteAddress: ip,
  });
}
