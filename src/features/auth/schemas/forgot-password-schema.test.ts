import { forgotPasswordSchema } from './forgot-password-schema';
import { errorsFor } from '@/testing/schema-errors';

describe('forgot password schema (§5)', () => {
  it('requires a valid email', async () => {
    expect(await errorsFor(forgotPasswordSchema, { email: 'layla@example.com' })).toEqual({});
    expect(await errorsFor(forgotPasswordSchema, { email: '' })).toEqual({
      email: 'validation.emailRequired',
    });
    expect(await errorsFor(forgotPasswordSchema, { email: 'layla' })).toEqual({
      email: 'validation.emailInvalid',
    });
  });

  it('trims the address', () => {
    expect(forgotPasswordSchema.cast({ email: '  layla@example.com ' })).toEqual({
      email: 'layla@example.com',
    });
  });
});
