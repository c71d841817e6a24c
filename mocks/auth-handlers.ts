import { http, HttpResponse } from 'msw';

/*
 * The auth API as the contract describes it, for the SPA's tests: one known traveller, one
 * password, one code. Stateless, so tests never leak into each other; a test that needs another
 * answer overrides one handler with server.use(...).
 */

export const AUTH_USER = {
  user_id: '7',
  name: 'Layla Haddad',
  email: 'layla@example.com',
  pending_email: null as string | null,
  phone_number: '+971501234567',
  image: null as string | null,
  role: 'traveller' as const,
  member_since: '2026-03-14T09:30:00.000Z',
};
export const AUTH_PASSWORD = 'travel123';
export const AUTH_OTP = '1234';
export const AUTH_RESET_TOKEN = 'reset.token.1';
// Three dot-separated parts, like the JWTs token storage expects.
export const AUTH_TOKENS = {
  access: 'header.access-layla.signature',
  refresh: 'header.refresh-layla.signature',
  user_id: AUTH_USER.user_id,
};
export const UPLOADED_AVATAR_URL = '/media/avatars/7.webp';
/** The address a profile update moves to; it waits for AUTH_OTP before it counts. */
export const AUTH_NEW_EMAIL = 'layla.new@example.com';

type Body = Record<string, unknown>;

const json = (body: unknown, status = 200) => HttpResponse.json(body as Body, { status });
export const authError = (status: number, code: string, detail: string, field?: string) =>
  json({ detail, code, ...(field ? { field } : {}) }, status);

const signedIn = (request: Request) =>
  request.headers.get('authorization') === `Bearer ${AUTH_TOKENS.access}`;
const notSignedIn = () => authError(401, 'not_authenticated', 'Authentication required');
const invalidOtp = () => authError(400, 'otp_invalid', 'Invalid OTP. Please try again.');

async function fieldsOf(request: Request): Promise<Body> {
  if (request.headers.get('content-type')?.includes('multipart/form-data')) {
    return Object.fromEntries((await request.formData()).entries());
  }
  return (await request.json()) as Body;
}

export const authHandlers = [
  http.post('*/authentication/login/', async ({ request }) => {
    const { email, password } = (await request.json()) as Body;
    return email === AUTH_USER.email && password === AUTH_PASSWORD
      ? json(AUTH_TOKENS)
      : authError(401, 'invalid_credentials', 'Invalid email or password');
  }),
  http.post('*/authentication/register/', async ({ request }) => {
    const form = await request.formData();
    return json(
      {
        user_id: AUTH_USER.user_id,
        name: form.get('name'),
        email: form.get('email'),
        phone_number: form.get('phone_number'),
      },
      201,
    );
  }),
  http.post('*/authentication/verify-otp/', async ({ request }) => {
    const { otp } = (await request.json()) as Body;
    return otp === AUTH_OTP ? json(AUTH_TOKENS) : invalidOtp();
  }),
  http.post('*/authentication/resend-otp/', () => json({ detail: 'A new code is on its way.' })),
  http.post('*/authentication/forgot-password/', () =>
    json({ detail: 'If an account uses this email, a code is on its way.' }),
  ),
  http.post('*/authentication/verify-forgot-password-otp/', async ({ request }) => {
    const { otp } = (await request.json()) as Body;
    return otp === AUTH_OTP ? json({ reset_token: AUTH_RESET_TOKEN }) : invalidOtp();
  }),
  http.post('*/authentication/reset-password/', async ({ request }) => {
    const { reset_token: token } = (await request.json()) as Body;
    return token === AUTH_RESET_TOKEN
      ? json({ detail: 'Password reset.' })
      : authError(400, 'reset_token_invalid', 'This reset link has expired.');
  }),
  http.post('*/authentication/token/refresh/', async ({ request }) => {
    const { refresh } = (await request.json()) as Body;
    return refresh === AUTH_TOKENS.refresh
      ? json({ access: AUTH_TOKENS.access, refresh: AUTH_TOKENS.refresh })
      : authError(401, 'token_invalid', 'Token is invalid or expired');
  }),
  http.post('*/authentication/logout/', () => new HttpResponse(null, { status: 204 })),
  http.get('*/authentication/profile/', ({ request }) =>
    signedIn(request) ? json(AUTH_USER) : notSignedIn(),
  ),
  http.put('*/authentication/profile/', async ({ request }) => {
    if (!signedIn(request)) return notSignedIn();
    const { name, email, phone_number: phone, image } = await fieldsOf(request);
    const moving = typeof email === 'string' && email.toLowerCase() !== AUTH_USER.email;
    return json({
      ...AUTH_USER,
      name,
      email: moving ? AUTH_USER.email : email,
      pending_email: moving ? email : null,
      phone_number: phone,
      image: image ? UPLOADED_AVATAR_URL : AUTH_USER.image,
    });
  }),
  http.post('*/authentication/profile/confirm-email/', async ({ request }) => {
    if (!signedIn(request)) return notSignedIn();
    const { otp } = (await request.json()) as Body;
    return otp === AUTH_OTP ? json({ ...AUTH_USER, email: AUTH_NEW_EMAIL }) : invalidOtp();
  }),
  http.post('*/authentication/change-password/', async ({ request }) => {
    if (!signedIn(request)) return notSignedIn();
    const { old_password: current } = (await request.json()) as Body;
    return current === AUTH_PASSWORD
      ? json({ detail: 'Password changed.' })
      : authError(400, 'wrong_password', 'Current password is incorrect', 'old_password');
  }),
];
