import { NATIONALITIES } from '../data/nationalities';

import { errorsFor } from '@/testing/schema-errors';
import { EMPTY_SIGNUP_FORM, isSignupFormFilled, signupSchema } from './signup-schema';

const valid = {
  name: 'Layla Haddad',
  email: 'layla@example.com',
  phone_number: '+971 50 123 4567',
  nationality: 'AE',
  password: 'travel1',
  confirm_password: 'travel1',
  terms: true,
};

describe('sign-up schema (§5)', () => {
  it('accepts a complete form', async () => {
    expect(await errorsFor(signupSchema, valid)).toEqual({});
  });

  it('names every missing field', async () => {
    expect(await errorsFor(signupSchema, EMPTY_SIGNUP_FORM)).toEqual({
      name: 'validation.nameRequired',
      email: 'validation.emailRequired',
      phone_number: 'validation.phoneRequired',
      nationality: 'validation.nationalityRequired',
      password: 'validation.passwordRequired',
      confirm_password: 'validation.confirmRequired',
      terms: 'validation.termsRequired',
    });
  });

  it('needs a password of at least 6 characters', async () => {
    const short = { ...valid, password: '12345', confirm_password: '12345' };
    expect(await errorsFor(signupSchema, short)).toEqual({ password: 'validation.passwordMin' });
    const six = { ...valid, password: '123456', confirm_password: '123456' };
    expect(await errorsFor(signupSchema, six)).toEqual({});
  });

  it('needs matching passwords', async () => {
    expect(await errorsFor(signupSchema, { ...valid, confirm_password: 'travel2' })).toEqual({
      confirm_password: 'validation.passwordsMismatch',
    });
  });

  it('needs the terms accepted', async () => {
    expect(await errorsFor(signupSchema, { ...valid, terms: false })).toEqual({
      terms: 'validation.termsRequired',
    });
  });

  it('checks the email and the phone number', async () => {
    expect(await errorsFor(signupSchema, { ...valid, email: 'layla@example' })).toEqual({
      email: 'validation.emailInvalid',
    });
    for (const phone_number of ['call me', '12345', '+1 234 567 890 123 456']) {
      expect(await errorsFor(signupSchema, { ...valid, phone_number })).toEqual({
        phone_number: 'validation.phoneInvalid',
      });
    }
    for (const phone_number of ['0501234567', '(04) 123-4567', '+44 20 7946 0958']) {
      expect(await errorsFor(signupSchema, { ...valid, phone_number })).toEqual({});
    }
  });

  it('offers exactly the eighteen nationalities of §5', async () => {
    expect(NATIONALITIES).toHaveLength(18);
    for (const nationality of NATIONALITIES) {
      expect(await errorsFor(signupSchema, { ...valid, nationality })).toEqual({});
    }
    expect(await errorsFor(signupSchema, { ...valid, nationality: 'XX' })).toEqual({
      nationality: 'validation.nationalityRequired',
    });
  });

  it('counts the form filled only when every field has a value and the terms are ticked', () => {
    expect(isSignupFormFilled(valid as never)).toBe(true);
    expect(isSignupFormFilled(EMPTY_SIGNUP_FORM)).toBe(false);
    for (const name of ['name', 'email', 'phone_number', 'password', 'confirm_password']) {
      expect(isSignupFormFilled({ ...valid, [name]: '  ' } as never)).toBe(false);
    }
    expect(isSignupFormFilled({ ...valid, nationality: undefined } as never)).toBe(false);
    expect(isSignupFormFilled({ ...valid, terms: false } as never)).toBe(false);
  });
});
