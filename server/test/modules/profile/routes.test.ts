import { existsSync } from 'node:fs';
import path from 'node:path';
import { bearer, login, signUp, type SignedIn } from '../../accounts.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { formData, JPEG, PNG, TEXT, WEBP } from '../../images.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const getProfile = (session: Pick<SignedIn, 'access'>) =>
  t.app.inject({ method: 'GET', url: '/authentication/profile/', headers: bearer(session.access) });
const putProfile = (session: Pick<SignedIn, 'access'>, payload: object | FormData) =>
  t.app.inject({
    method: 'PUT',
    url: '/authentication/profile/',
    headers: bearer(session.access),
    payload,
  });
const avatarPath = (url: string) => path.join(t.config.mediaDir, 'avatars', path.basename(url));

describe('GET /authentication/profile/', () => {
  it('is never cached', async () => {
    const session = await signUp(t);

    expect((await getProfile(session)).headers['cache-control']).toBe('no-store');
  });

  it('answers the signed-in user’s profile, with when the account was made', async () => {
    const madeAt = t.clock.now().toISOString();
    const session = await signUp(t, { name: 'Omar Farouk', phone_number: '+20 100 555 0101' });

    const response = await getProfile(session);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user_id: session.userId,
      name: 'Omar Farouk',
      email: session.account.email,
      pending_email: null,
      phone_number: '+201005550101',
      image: null,
      role: 'traveller',
      member_since: expect.any(String),
    });
    expect(Date.parse(response.json().member_since)).toBeGreaterThanOrEqual(Date.parse(madeAt));
    expect(Date.parse(response.json().member_since)).toBeLessThanOrEqual(t.clock.now().getTime());
  });

  it('shows each token only its own user’s profile', async () => {
    const first = await signUp(t);
    const second = await signUp(t);

    expect((await getProfile(first)).json().user_id).toBe(first.userId);
    expect((await getProfile(second)).json().user_id).toBe(second.userId);
    expect((await getProfile(second)).json().email).toBe(second.account.email);
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/authentication/profile/' });

    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('not_authenticated');
  });
});

describe('PUT /authentication/profile/', () => {
  it('updates name and phone from JSON, holds a new email until it is confirmed', async () => {
    const session = await signUp(t);
    const email = `new.${session.account.email}`;

    const response = await putProfile(session, {
      name: '  Layla H.  ',
      email,
      phone_number: '+971 4 555 0199',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user_id: session.userId,
      name: 'Layla H.',
      email: session.account.email,
      pending_email: email,
      phone_number: '+97145550199',
      image: null,
      role: 'traveller',
      member_since: expect.any(String),
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await getProfile(session)).json()).toEqual(response.json());
    expect((await login(t, email, session.account.password)).statusCode).toBe(401);
    expect((await login(t, session.account.email, session.account.password)).statusCode).toBe(200);
  });

  it('keeps the fields it is not sent', async () => {
    const session = await signUp(t);

    const response = await putProfile(session, { name: 'Only The Name' });

    expect(response.json()).toMatchObject({
      name: 'Only The Name',
      email: session.account.email,
    });
  });

  it('changes only the caller’s own profile', async () => {
    const first = await signUp(t);
    const second = await signUp(t);

    await putProfile(first, { name: 'Changed' });

    expect((await getProfile(second)).json().name).toBe(second.account.name);
  });

  it('accepts the own email in another letter case', async () => {
    const session = await signUp(t);

    const response = await putProfile(session, { email: session.account.email.toUpperCase() });

    expect(response.statusCode).toBe(200);
  });

  it('keeps email and phone unique (400 naming the field)', async () => {
    const session = await signUp(t);
    const other = await signUp(t, { phone_number: '+966 50 111 2233' });

    const email = await putProfile(session, { email: other.account.email.toUpperCase() });
    const phone = await putProfile(session, { phone_number: '+966501112233' });

    expect(email.statusCode).toBe(400);
    expect(email.json()).toEqual({
      detail: 'An account with this email already exists',
      code: 'email_taken',
      field: 'email',
    });
    expect(phone.statusCode).toBe(400);
    expect(phone.json()).toEqual({
      detail: 'An account with this phone number already exists',
      code: 'phone_taken',
      field: 'phone_number',
    });
    expect((await getProfile(session)).json().email).toBe(session.account.email);
  });

  it.each([
    [{ name: '' }, 'name: must not be empty', 'name'],
    [{ email: 'nope' }, 'email: must be a valid email address', 'email'],
    [{ phone_number: '12' }, 'phone_number: must have 7 to 15 digits', 'phone_number'],
    [{ name: 'x'.repeat(101) }, 'name: must be at most 100 characters', 'name'],
  ])('validates %j', async (payload, detail, field) => {
    const session = await signUp(t);

    const response = await putProfile(session, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail, field, code: 'invalid' });
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/authentication/profile/',
      payload: { name: 'x' },
    });

    expect(response.statusCode).toBe(401);
  });
});

describe('avatars', () => {
  it('replaces the avatar from a multipart update and serves it from /media/avatars/', async () => {
    const session = await signUp(t);

    const response = await putProfile(
      session,
      formData(
        {
          name: session.account.name,
          email: session.account.email,
          phone_number: session.account.phone_number,
        },
        { image: { data: PNG, name: 'me.jpg', type: 'image/jpeg' } },
      ),
    );

    expect(response.statusCode).toBe(200);
    const { image } = response.json();
    expect(image).toMatch(/^\/media\/avatars\/[0-9a-f]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it.each([
    ['JPEG', JPEG, 'image/jpeg'],
    ['WebP', WEBP, 'image/webp'],
  ])('serves a %s avatar with its content type', async (_kind, data, contentType) => {
    const session = await signUp(t);

    const { image } = (
      await putProfile(session, formData({}, { image: { data, name: 'a' } }))
    ).json();

    const served = await t.app.inject({ method: 'GET', url: image });
    expect(served.headers['content-type']).toBe(contentType);
  });

  it('deletes the old picture when a new one replaces it, under a new name', async () => {
    const session = await signUp(t);
    const first = (
      await putProfile(session, formData({}, { image: { data: PNG, name: 'a.png' } }))
    ).json().image;

    const second = (
      await putProfile(session, formData({}, { image: { data: JPEG, name: 'b.jpg' } }))
    ).json().image;

    expect(second).not.toBe(first);
    expect(existsSync(avatarPath(first))).toBe(false);
    expect(existsSync(avatarPath(second))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
  });

  it('keeps the avatar when a JSON update comes', async () => {
    const session = await signUp(t);
    const { image } = (
      await putProfile(session, formData({}, { image: { data: PNG, name: 'a.png' } }))
    ).json();

    const response = await putProfile(session, { name: 'New Name' });

    expect(response.json().image).toBe(image);
  });

  it('refuses a text file named .png, and keeps the old avatar', async () => {
    const session = await signUp(t);
    const { image } = (
      await putProfile(session, formData({}, { image: { data: PNG, name: 'a.png' } }))
    ).json();

    const response = await putProfile(
      session,
      formData({ name: 'Ignored' }, { image: { data: TEXT, name: 'evil.png', type: 'image/png' } }),
    );

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'Image must be a JPEG, PNG or WebP picture',
      code: 'image_invalid',
      field: 'image',
    });
    expect((await getProfile(session)).json()).toMatchObject({ image, name: session.account.name });
  });

  it('refuses an image over 2 MB', async () => {
    const session = await signUp(t);
    const big = Buffer.concat([JPEG, Buffer.alloc(2 * 1024 * 1024)]);

    const response = await putProfile(
      session,
      formData({}, { image: { data: big, name: 'big.jpg' } }),
    );

    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('image_too_large');
  });

  it('leaves no file behind when the update is refused', async () => {
    const session = await signUp(t);
    const other = await signUp(t);

    const response = await putProfile(
      session,
      formData({ email: other.account.email }, { image: { data: PNG, name: 'a.png' } }),
    );

    expect(response.statusCode).toBe(400);
    expect((await getProfile(session)).json().image).toBeNull();
  });

  it('answers a JSON 404 for a picture that does not exist', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/media/avatars/missing.png' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found' });
  });

  it.each(['/media/avatars/..%2f..%2f..%2fetc%2fpasswd', '/media/avatars/', '/media/avatars/.env'])(
    'answers a JSON 403 for %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: 'Forbidden' });
    },
  );
});
