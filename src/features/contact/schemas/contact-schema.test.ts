import { ValidationError } from 'yup';

import type { ValidationMessage } from '@/lib/validation-message';

import { CONTACT_LIMITS, CONTACT_MESSAGE_TYPES, contactSchema } from './contact-schema';

const valid = {
  fullName: 'Layla Haddad',
  email: 'layla@example.com',
  phone: '',
  messageType: 'booking',
  message: 'I need help changing my hotel dates.',
};

/** The first error key yup reports for each field (without its namespace), and its count. */
async function errorsFor(values: Record<string, unknown>) {
  try {
    await contactSchema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const issue of error.inner) {
      const { key, values } = issue.message as unknown as ValidationMessage;
      const name = key.replace(/^contact:/, '');
      errors[issue.path ?? ''] ??= values ? `${name} (${String(values.count)})` : name;
    }
    return errors;
  }
}

describe('contactSchema', () => {
  it('accepts a complete message and trims what the user typed', async () => {
    const cast = await contactSchema.validate({
      ...valid,
      fullName: '  Layla Haddad ',
      email: ' layla@example.com ',
    });
    expect(cast).toEqual(valid);
  });

  it('requires name, email, message type and message, but not the phone', async () => {
    expect(await errorsFor({ fullName: '', email: '', phone: '', message: '' })).toEqual({
      fullName: 'errors.fullNameRequired',
      email: 'errors.emailRequired',
      messageType: 'errors.messageTypeRequired',
      message: 'errors.messageRequired',
    });
    expect(await errorsFor({ ...valid, phone: undefined })).toEqual({});
  });

  it('counts a whitespace-only name as missing, like the server', async () => {
    expect(await errorsFor({ ...valid, fullName: '   ' })).toEqual({
      fullName: 'errors.fullNameRequired',
    });
  });

  it('applies the server length limits', async () => {
    expect(await errorsFor({ ...valid, fullName: 'L' })).toEqual({
      fullName: 'errors.fullNameMin (2)',
    });
    expect(
      await errorsFor({ ...valid, fullName: 'L'.repeat(CONTACT_LIMITS.fullNameMax + 1) }),
    ).toEqual({
      fullName: 'errors.fullNameMax (100)',
    });
    expect(await errorsFor({ ...valid, message: 'Too short' })).toEqual({
      message: 'errors.messageMin (10)',
    });
    expect(await errorsFor({ ...valid, message: 'x'.repeat(CONTACT_LIMITS.messageMax) })).toEqual(
      {},
    );
    expect(
      await errorsFor({ ...valid, message: 'x'.repeat(CONTACT_LIMITS.messageMax + 1) }),
    ).toEqual({
      message: 'errors.messageMax (5000)',
    });
    const longEmail = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.com`;
    expect(longEmail.length).toBeGreaterThan(CONTACT_LIMITS.emailMax);
    expect(await errorsFor({ ...valid, email: longEmail })).toMatchObject({
      email: expect.stringMatching(/^errors\.email(Max \(254\)|Invalid)$/),
    });
  });

  it('rejects an invalid email address', async () => {
    for (const email of ['layla', 'layla@', 'layla@example', 'layla example@mail.com']) {
      expect(await errorsFor({ ...valid, email })).toEqual({ email: 'errors.emailInvalid' });
    }
  });

  it('accepts phone numbers written with digits, spaces, + ( ) and -', async () => {
    for (const phone of ['+971 4 123 4567', '(04) 123-4567', '0501234567']) {
      expect(await errorsFor({ ...valid, phone })).toEqual({});
    }
    expect(await errorsFor({ ...valid, phone: 'call me' })).toEqual({
      phone: 'errors.phoneInvalid',
    });
    expect(await errorsFor({ ...valid, phone: '1'.repeat(CONTACT_LIMITS.phoneMax + 1) })).toEqual({
      phone: 'errors.phoneMax (30)',
    });
  });

  it('takes exactly the seven message types', async () => {
    expect(CONTACT_MESSAGE_TYPES).toHaveLength(7);
    for (const messageType of CONTACT_MESSAGE_TYPES) {
      expect(await errorsFor({ ...valid, messageType })).toEqual({});
    }
    expect(await errorsFor({ ...valid, messageType: 'spam' })).toEqual({
      messageType: 'errors.messageTypeRequired',
    });
  });
});
