import fc from 'fast-check';
import { bearer, signUp, type SignedIn } from '../../accounts.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';

// Whatever a client sends, the account routes answer a 4xx with a JSON detail, never a 5xx.

let t: TestApp;
let session: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  session = await signUp(t);
});
afterAll(() => t.close());

const ROUTES: [method: 'POST' | 'PUT', url: string][] = [
  ['POST', '/authentication/register/'],
  ['POST', '/authentication/verify-otp/'],
  ['POST', '/authentication/resend-otp/'],
  ['POST', '/authentication/login/'],
  ['POST', '/authentication/forgot-password/'],
  ['POST', '/authentication/verify-forgot-password-otp/'],
  ['POST', '/authentication/reset-password/'],
  ['POST', '/authentication/token/refresh/'],
  ['POST', '/authentication/logout/'],
  ['POST', '/authentication/change-password/'],
  ['PUT', '/authentication/profile/'],
];

// Field names the routes know, so that generated objects reach the rules, not only the schema.
const FIELDS = [
  'email',
  'password',
  'name',
  'phone_number',
  'otp',
  'purpose',
  'refresh',
  'reset_token',
  'old_password',
  'new_password',
  'confirm_password',
];

const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('', ' ', '\u0000', 'a@b.co', 'Layla\u0000', '+971 50 123 4567', '1234', 'signup'),
);
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), fc.oneof(text, fc.jsonValue())),
  fc.jsonValue(),
);

describe.each(ROUTES)('%s %s', (method, url) => {
  it('never answers 5xx to a JSON body', async () => {
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const response = await t.app.inject({
          method,
          url,
          headers: { ...bearer(session.access), 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode >= 400) expect(typeof response.json().detail).toBe('string');
      }),
      { numRuns: 40 },
    );
  });
});

it('never answers 5xx to a raw multipart body', async () => {
  await fc.assert(
    fc.asyncProperty(fc.string({ unit: 'binary' }), async (payload) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/authentication/register/',
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
        payload: `--b\r\nContent-Disposition: form-data; name="name"\r\n\r\n${payload}`,
      });
      expect(response.statusCode).toBeLessThan(500);
    }),
    { numRuns: 60 },
  );
});

it('refuses control characters in a name', async () => {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/authentication/profile/',
    headers: bearer(session.access),
    payload: { name: 'Layla\u0000' },
  });

  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    detail: 'name: contains characters that are not allowed',
    field: 'name',
    code: 'invalid',
  });
});
