import { resetPasswordSchema } from './reset-password-schema';
import { errorsFor } from '@/testing/schema-errors';

const reset = (new_password: string, confirm_password: string) =>
  errorsFor(resetPasswordSchema, { new_password, confirm_password });

describe('reset password schema (the sign-up rules)', () => {
  it('accepts a confirmed password of at least 6 characters', async () => {
    expect(await reset('voyage1', 'voyage1')).toEqual({});
  });

  it('applies the minimum length', async () => {
    expect(await reset('12345', '12345')).toEqual({ new_password: 'validation.passwordMin' });
  });

  it('needs matching passwords', async () => {
    expect(await reset('voyage1', 'voyage2')).toEqual({
      confirm_password: 'validation.passwordsMismatch',
    });
  });

  it('requires both fields', async () => {
    expect(await reset('', '')).toEqual({
      new_password: 'validation.passwordRequired',
      confirm_password: 'validation.confirmRequired',
    });
  });
});
