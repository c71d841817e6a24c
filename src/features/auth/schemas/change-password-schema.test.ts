import { changePasswordSchema } from './change-password-schema';
import { errorsFor } from '@/testing/schema-errors';

const change = (old_password: string, new_password: string, confirm_password: string) =>
  errorsFor(changePasswordSchema, { old_password, new_password, confirm_password });

describe('change password schema (§5)', () => {
  it('accepts a new password of 6+ characters, confirmed and different', async () => {
    expect(await change('travel123', 'voyage1', 'voyage1')).toEqual({});
  });

  it('checks the length first', async () => {
    // All three rules fail here; only the first one is reported.
    expect(await change('abc', 'abc', 'xyz')).toEqual({
      new_password: 'validation.newPasswordMin',
    });
  });

  it('then checks that new and confirm match', async () => {
    expect(await change('travel123', 'travel123', 'travel12')).toEqual({
      new_password: 'validation.newPasswordsMismatch',
    });
  });

  it('then checks that the new password differs from the current one', async () => {
    expect(await change('travel123', 'travel123', 'travel123')).toEqual({
      new_password: 'validation.newPasswordSame',
    });
  });

  it('requires all three fields', async () => {
    expect(await change('', '', '')).toEqual({
      old_password: 'validation.currentPasswordRequired',
      new_password: 'validation.newPasswordMin',
      confirm_password: 'validation.confirmRequired',
    });
  });
});
