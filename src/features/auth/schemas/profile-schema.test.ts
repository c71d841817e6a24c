import { profileSchema } from './profile-schema';
import { errorsFor } from '@/testing/schema-errors';

const valid = { name: 'Layla Haddad', email: 'layla@example.com', phone_number: '+971501234567' };

describe('profile schema', () => {
  it('accepts a complete profile', async () => {
    expect(await errorsFor(profileSchema, valid)).toEqual({});
  });

  it('requires the name, email and phone number', async () => {
    expect(await errorsFor(profileSchema, { name: ' ', email: '', phone_number: '' })).toEqual({
      name: 'validation.nameRequired',
      email: 'validation.emailRequired',
      phone_number: 'validation.phoneRequired',
    });
  });

  it('checks the email and phone formats', async () => {
    expect(
      await errorsFor(profileSchema, { ...valid, email: 'layla@', phone_number: 'abc' }),
    ).toEqual({ email: 'validation.emailInvalid', phone_number: 'validation.phoneInvalid' });
  });
});
