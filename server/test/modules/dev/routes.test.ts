import { buildTestApp, type TestApp } from '../../helper.ts';
import { latestCode, newAccount, post, register } from '../../accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.mail.sendMail({ to: 'Traveller@Example.com', subject: 'First', text: 'Code 1111' });
  await t.app.mail.sendMail({
    to: 'someone.else@example.com',
    subject: 'Other',
    text: 'Code 2222',
  });
  await t.app.mail.sendMail({ to: 'traveller@example.com', subject: 'Second', text: 'Code 3333' });
});
afterAll(() => t.close());

const outbox = (query: string) => t.app.inject({ method: 'GET', url: `/api/dev/outbox/${query}` });

describe('GET /api/dev/outbox/', () => {
  it('lists the mail sent to an address, newest first, whatever the letter case', async () => {
    const response = await outbox('?to=TRAVELLER@example.COM');

    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ count: 2, next: null, previous: null });
    expect(page.results.map((mail: { subject: string }) => mail.subject)).toEqual([
      'Second',
      'First',
    ]);
    expect(page.results[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      to: 'traveller@example.com',
      subject: 'Second',
      text: 'Code 3333',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('pages with links to the next and previous page', async () => {
    const first = (await outbox('?to=traveller@example.com&page_size=1')).json();
    expect(first).toMatchObject({ count: 2, previous: null, results: [{ subject: 'Second' }] });
    expect(first.next).toBe('/api/dev/outbox/?to=traveller%40example.com&page_size=1&page=2');

    const second = (await t.app.inject({ method: 'GET', url: first.next })).json();
    expect(second).toMatchObject({ count: 2, next: null, results: [{ subject: 'First' }] });
    expect(second.previous).toBe('/api/dev/outbox/?to=traveller%40example.com&page_size=1&page=1');
  });

  it('answers an empty list for an address that got no mail', async () => {
    expect((await outbox('?to=nobody@example.com')).json()).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
  });

  it.each([
    ['', 'to: is required', 'to'],
    ['?to=not-an-address', 'to: must be a valid email address', 'to'],
    ['?to=a@example.com&page=0', 'page: must be at least 1', 'page'],
    ['?to=a@example.com&page_size=500', 'page_size: must be at most 100', 'page_size'],
    ['?to=a@example.com&page=two', 'page: must be a whole number', 'page'],
  ])('answers 400 to the query "%s"', async (query, detail, field) => {
    const response = await outbox(query);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail, field, code: 'invalid' });
  });
});

// `npm start` runs with NODE_ENV unset: the dev routes must be off unless asked for, or anyone
// could read any account's password reset code.
describe.each([
  [
    'without SAFAR_DEV_ROUTES (the default start)',
    { SAFAR_DEV_ROUTES: '0', NODE_ENV: 'development' },
  ],
  [
    'in production',
    { SAFAR_DEV_ROUTES: '0', NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9' },
  ],
])('%s', (_case, env) => {
  let off: TestApp;
  beforeAll(async () => {
    off = await buildTestApp({ env });
  });
  afterAll(() => off.close());

  it.each([
    ['GET', '/api/dev/outbox/?to=traveller@example.com'],
    ['POST', '/api/dev/expire-codes/'],
  ] as const)('%s %s does not exist', async (method, url) => {
    const response = await off.app.inject({
      method,
      url,
      ...(method === 'POST' && { payload: { email: 'traveller@example.com' } }),
    });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found' });
  });

  it('leaves them out of the OpenAPI document', async () => {
    const document = (await off.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();

    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/dev/'))).toEqual([]);
  });
});

describe('POST /api/dev/expire-codes/', () => {
  it("makes an account's code expire, so verifying it says so", async () => {
    const account = newAccount();
    expect((await register(t, account)).statusCode).toBe(201);
    const code = await latestCode(t, account.email);

    const expired = await post(t, '/api/dev/expire-codes/', { email: account.email.toUpperCase() });
    expect(expired.statusCode).toBe(200);
    expect(expired.json()).toEqual({ expired: 1 });

    const verify = await post(t, '/authentication/verify-otp/', {
      email: account.email,
      otp: code,
    });
    expect(verify.statusCode).toBe(400);
    expect(verify.json()).toMatchObject({ code: 'otp_expired' });
  });

  it('expires nothing for an unknown address and checks its body', async () => {
    expect(
      (await post(t, '/api/dev/expire-codes/', { email: 'nobody@example.com' })).json(),
    ).toEqual({
      expired: 0,
    });
    expect((await post(t, '/api/dev/expire-codes/', { email: 'nope' })).statusCode).toBe(400);
  });
});

describe('POST /api/dev/rate-limits/reset/', () => {
  it('empties the counters of one scope only', async () => {
    await t.app.rateLimits.record('signup_ip', '10.9.9.9');
    await t.app.rateLimits.record('login_failure_ip', '10.9.9.9');

    const response = await post(t, '/api/dev/rate-limits/reset/', { scope: 'signup_ip' });

    expect(response.statusCode).toBe(200);
    expect(await t.app.rateLimits.count('signup_ip', '10.9.9.9', 3600)).toBe(0);
    expect(await t.app.rateLimits.count('login_failure_ip', '10.9.9.9', 3600)).toBe(1);
  });

  it('checks its body', async () => {
    expect((await post(t, '/api/dev/rate-limits/reset/', { scope: 'DROP TABLE' })).statusCode).toBe(
      400,
    );
  });
});
