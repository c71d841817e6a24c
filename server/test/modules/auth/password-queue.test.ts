import { DERIVATION_SLOTS } from '../../../src/modules/auth/passwords.ts';
import { login, nextClientIp, signUp } from '../../accounts.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';

// Password checks run a few at a time with a short queue (modules/auth/passwords.ts): a burst of
// sign-ins beyond it is refused at once with 503 and Retry-After, and the same sign-in sent again
// after that time goes through.

let t: TestApp;
beforeAll(async () => {
  // A cost that takes tens of milliseconds, so a burst finds the slots busy; one may wait.
  t = await buildTestApp({ config: { scryptLogN: 15, passwordQueue: 1 } });
});
afterAll(() => t.close());

it('refuses a burst of sign-ins beyond the queue with 503 and Retry-After; sent again, they succeed', async () => {
  const { account } = await signUp(t);
  const burst = 6 * DERIVATION_SLOTS;

  const answers = await Promise.all(
    Array.from({ length: burst }, () => login(t, account.email, account.password, nextClientIp())),
  );

  const refused = answers.filter((answer) => answer.statusCode === 503);
  const signedIn = answers.filter((answer) => answer.statusCode === 200);
  expect(signedIn.length).toBeGreaterThanOrEqual(DERIVATION_SLOTS);
  expect(refused.length).toBeGreaterThan(0);
  expect(signedIn.length + refused.length).toBe(burst);
  for (const answer of refused) {
    expect(answer.json()).toEqual({
      detail: 'Too many people are signing in right now. Please try again in a moment.',
      code: 'busy',
    });
    expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  }
  // Refused before any work, and not counted as failed sign-ins: each goes through when sent again.
  for (const _answer of refused) {
    const again = await login(t, account.email, account.password, nextClientIp());
    expect(again.statusCode).toBe(200);
  }
});

it("keeps a slot for an owner's sign-in while a burst signs in to emails with no account", async () => {
  const { account } = await signUp(t);
  const burst = 6 * DERIVATION_SLOTS;

  const strangers = Array.from({ length: burst }, (_, index) =>
    login(t, `nobody.${index}@example.com`, 'Wrong-Password-1', nextClientIp()),
  );
  const owner = await login(t, account.email, account.password, nextClientIp());
  const answers = await Promise.all(strangers);

  expect(owner.statusCode).toBe(200);
  expect(answers.filter((answer) => answer.statusCode === 503).length).toBeGreaterThan(0);
  expect(answers.every((answer) => [401, 503].includes(answer.statusCode))).toBe(true);
});
