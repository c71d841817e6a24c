import { loginSchema, EMPTY_LOGIN_FORM } from './login-schema';
import { errorsFor } from '@/testing/schema-errors';

const valid = { email: 'layla@example.com', password: 'x', remember: true };

describe('login schema (§5)', () => {
  it('accepts an email and any password', async () => {
    expect(await errorsFor(loginSchema, valid)).toEqual({});
  });

  it('requires the email and the password', async () => {
    expect(await errorsFor(loginSchema, EMPTY_LOGIN_FORM)).toEqual({
      email: 'validation.emailRequired',
      password: 'validation.passwordRequired',
    });
    expect(await errorsFor(loginSchema, { ...valid, email: '   ' })).toEqual({
      email: 'validation.emailRequired',
    });
  });

  it('checks the email format', async () => {
    for (const email of ['layla', 'layla@', 'layla@example', 'layla @example.com']) {
      expect(await errorsFor(loginSchema, { ...valid, email })).toEqual({
        email: 'validation.emailInvalid',
      });
    }
  });

  it('keeps "remember me" on unless unticked', () => {
    expect(EMPTY_LOGIN_FORM.remember).toBe(true);
    expect(loginSchema.cast({ email: 'a@b.co', password: 'x' }).remember).toBe(true);
    expect(loginSchema.cast({ ...valid, remember: false }).remember).toBe(false);
  });
});
