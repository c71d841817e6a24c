import { eq } from 'drizzle-orm';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { users } from '../../../src/db/schema.ts';
import { codeIn, newAccount, post, register, waitForMail } from '../../accounts.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { formData, JPEG, PNG, TEXT, WEBP } from '../../images.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const registerForm = (form: FormData) =>
  t.app.inject({ method: 'POST', url: '/authentication/register/', payload: form });

async function storedUser(email: string) {
  const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
  return row;
}

const avatarFiles = () => readdir(path.join(t.config.mediaDir, 'avatars'));

describe('POST /authentication/register/', () => {
  it('creates an unverified account, mails a 4-digit code and answers 201', async () => {
    const account = newAccount({ phone_number: '+971 (50) 123-4567' });

    const response = await register(t, account);

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      user_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: account.name,
      email: account.email,
      phone_number: '+971501234567',
    });
    const row = await storedUser(account.email);
    expect(row).toMatchObject({ id: body.user_id, verifiedAt: null, image: null });
    expect(row?.passwordHash).toMatch(/^\$scrypt\$ln=\d+,r=8,p=1\$/);
    expect(row?.passwordHash).not.toContain(account.password);

    const [mail] = await waitForMail(t, account.email);
    expect(mail?.subject).toBe('Your Safar verification code');
    expect(codeIn(mail)).toMatch(/^\d{4}$/);
  });

  it('mails the first code even if the address asked for one just before signing up', async () => {
    const account = newAccount();
    await post(t, '/authentication/resend-otp/', { email: account.email, purpose: 'signup' });

    await register(t, account);

    expect(codeIn((await waitForMail(t, account.email))[0])).toMatch(/^\d{4}$/);
  });

  it('takes the spec multipart form, with an avatar recognised by its bytes', async () => {
    const account = newAccount();
    const before = await avatarFiles();

    const response = await registerForm(
      formData({ ...account }, { image: { data: WEBP, name: 'me.png', type: 'image/png' } }),
    );

    expect(response.statusCode).toBe(201);
    const row = await storedUser(account.email);
    expect(row?.image).toMatch(/^[0-9a-f]{32}\.webp$/);
    expect(await avatarFiles()).toEqual(expect.arrayContaining([...before, row?.image]));
  });

  it.each([
    ['JPEG', JPEG, 'jpg'],
    ['PNG', PNG, 'png'],
  ])('accepts a %s avatar', async (_kind, data, extension) => {
    const account = newAccount();

    const response = await registerForm(formData({ ...account }, { image: { data, name: 'x' } }));

    expect(response.statusCode).toBe(201);
    expect((await storedUser(account.email))?.image).toMatch(new RegExp(`\\.${extension}$`));
  });

  it('treats an empty file input as no avatar', async () => {
    const account = newAccount();

    const response = await registerForm(
      formData({ ...account }, { image: { data: Buffer.alloc(0), name: '' } }),
    );

    expect(response.statusCode).toBe(201);
    expect((await storedUser(account.email))?.image).toBeNull();
  });

  it('trims the name, email and phone but never the password', async () => {
    const account = newAccount({ password: '  spaced out password  ' });

    const response = await register(t, {
      ...account,
      name: '  Omar  ',
      email: `  ${account.email}  `,
      phone_number: ` ${account.phone_number} `,
    });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Omar', email: account.email });
    const login = await post(t, '/authentication/login/', {
      email: account.email,
      password: '  spaced out password  ',
    });
    expect(login.json().code).toBe('not_verified');
  });

  describe('answers 400 naming the field', () => {
    it.each([
      ['missing name', { name: undefined }, 'name: is required', 'name', 'invalid'],
      ['blank name', { name: '   ' }, 'name: must not be empty', 'name', 'invalid'],
      [
        'missing phone',
        { phone_number: undefined },
        'phone_number: is required',
        'phone_number',
        'invalid',
      ],
      ['missing password', { password: undefined }, 'password: is required', 'password', 'invalid'],
      [
        'phone with letters',
        { phone_number: '+971 CALL ME' },
        'phone_number: contains characters that are not allowed',
        'phone_number',
        'invalid',
      ],
      [
        'phone with too few digits',
        { phone_number: '12-34' },
        'phone_number: must have 7 to 15 digits',
        'phone_number',
        'invalid',
      ],
      [
        'bad email',
        { email: 'layla.example.com' },
        'email: must be a valid email address',
        'email',
        'invalid',
      ],
      [
        'missing email',
        { email: undefined },
        'Email is required to verify your account',
        'email',
        'email_required',
      ],
      [
        'empty email',
        { email: '' },
        'Email is required to verify your account',
        'email',
        'email_required',
      ],
      [
        '5-character password',
        { password: 'abcde' },
        'Password must be at least 6 characters',
        'password',
        'password_too_short',
      ],
      [
        '129-character password',
        { password: 'x'.repeat(129) },
        'Password must be at most 128 characters',
        'password',
        'password_too_long',
      ],
      [
        'common password',
        { password: 'password1' },
        'This password is too common and easy to guess. Please choose another one.',
        'password',
        'password_too_common',
      ],
      [
        'common password in other letter case',
        { password: 'QWERTY123' },
        'This password is too common and easy to guess. Please choose another one.',
        'password',
        'password_too_common',
      ],
    ])('%s', async (_case, change, detail, field, code) => {
      const account = { ...newAccount(), ...change };

      const response = await register(t, account);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail, field, code });
    });

    it('counts password length in characters, not bytes', async () => {
      expect((await register(t, newAccount({ password: '🐪🐪🐪🐪🐪' }))).statusCode).toBe(400);
      expect((await register(t, newAccount({ password: '🐪🐪🐪🐪🐪🐪' }))).statusCode).toBe(201);
    });

    it('an email already taken, in any letter case', async () => {
      const first = newAccount();
      await register(t, first);

      const response = await register(t, newAccount({ email: first.email.toUpperCase() }));

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: 'An account with this email already exists',
        code: 'email_taken',
        field: 'email',
      });
    });

    it('a phone number already taken, however it is spaced', async () => {
      await register(t, newAccount({ phone_number: '+966 55 000 1111' }));

      const response = await register(t, newAccount({ phone_number: '+966-55-000-1111' }));

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: 'An account with this phone number already exists',
        code: 'phone_taken',
        field: 'phone_number',
      });
    });

    it('an image over 2 MB', async () => {
      const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);

      const response = await registerForm(
        formData({ ...newAccount() }, { image: { data: big, name: 'big.png' } }),
      );

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: 'Image must be at most 2 MB',
        code: 'image_too_large',
        field: 'image',
      });
    });

    it('an image of exactly 2 MB is fine', async () => {
      const data = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length)]);

      const response = await registerForm(
        formData({ ...newAccount() }, { image: { data, name: 'a.png' } }),
      );

      expect(response.statusCode).toBe(201);
    });

    it('a text file named .png and sent as image/png', async () => {
      const account = newAccount();
      const before = await avatarFiles();

      const response = await registerForm(
        formData({ ...account }, { image: { data: TEXT, name: 'avatar.png', type: 'image/png' } }),
      );

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: 'Image must be a JPEG, PNG or WebP picture',
        code: 'image_invalid',
        field: 'image',
      });
      expect(await storedUser(account.email)).toBeUndefined();
      expect(await avatarFiles()).toEqual(before);
    });

    it('a file in a field that takes none', async () => {
      const response = await registerForm(
        formData({ ...newAccount() }, { name: { data: PNG, name: 'a.png' } }),
      );

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid', field: 'name' });
    });

    it('a field sent twice', async () => {
      const form = formData({ ...newAccount() });
      form.append('name', 'Second Name');

      const response = await registerForm(form);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        detail: 'name: send it only once',
        code: 'invalid',
        field: 'name',
      });
    });

    it('a multipart field too long to be a value', async () => {
      const response = await registerForm(formData({ ...newAccount(), name: 'x'.repeat(20_000) }));

      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'name', code: 'invalid' });
    });
  });

  it('answers 413 to a form with too many parts', async () => {
    const fields: Record<string, string> = { ...newAccount() };
    for (let index = 0; index < 10; index += 1) fields[`extra${index}`] = 'x';

    const response = await registerForm(formData(fields));

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      detail: 'The form has too many fields or files',
      code: 'too_many_parts',
    });
  });

  it('answers 400 to a malformed multipart body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/authentication/register/',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nLayla',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_multipart');
  });

  it('answers 400 to multipart without a boundary', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/authentication/register/',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'name=Layla',
    });

    expect(response.statusCode).toBe(400);
  });

  it('answers 415 to a body type it does not read', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/authentication/register/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Layla',
    });

    expect(response.statusCode).toBe(415);
  });

  it('stores nothing when a rule is broken', async () => {
    const account = newAccount({ password: '123' });

    await register(t, account);

    expect(await storedUser(account.email)).toBeUndefined();
  });
});
