import type { ValidationError } from 'yup';

import { contactSchema } from '@/lib/checkout/checkout-schemas';
import type { ValidationMessage } from '@/lib/validation-message';

import { ageFits, ageOn, passengerSchema } from './passengers-schema';

const context = { today: '2026-03-15', firstDeparture: '2026-04-01', lastArrival: '2026-04-09' };
const adult = {
  travelerType: 'ADULT',
  fullName: 'Layla Haddad',
  gender: 'female',
  dateOfBirth: '1990-05-17',
  nationality: 'UAE',
  passportNumber: 'N1234567',
  passportExpiry: '2030-01-31',
};

async function errorsOf(schema: typeof passengerSchema | typeof contactSchema, value: object) {
  try {
    await schema.validate(value, { context, abortEarly: false });
    return [];
  } catch (error) {
    // The message's key without its namespace and group, and the values it quotes.
    return (error as ValidationError).inner.map((item) => {
      const { key, values } = item.message as unknown as ValidationMessage;
      const name = key.split('.').at(-1);
      return values ? `${item.path}: ${name} ${JSON.stringify(values)}` : `${item.path}: ${name}`;
    });
  }
}

describe('the passenger step’s checks', () => {
  it('counts whole years, a birthday on its day', () => {
    expect(ageOn('2014-04-01', '2026-04-01')).toBe(12);
    expect(ageOn('2014-04-02', '2026-04-01')).toBe(11);
    expect(ageFits('ADULT', 12)).toBe(true);
    expect(ageFits('CHILD', 12)).toBe(false);
    expect(ageFits('CHILD', 2)).toBe(true);
    expect(ageFits('HELD_INFANT', 1)).toBe(true);
    expect(ageFits('HELD_INFANT', 2)).toBe(false);
  });

  it('accepts a passenger whose age fits the type on the first departure day', async () => {
    expect(await errorsOf(passengerSchema, adult)).toEqual([]);
    // 11 on the day of booking, 12 on the day of the flight: an adult.
    expect(await errorsOf(passengerSchema, { ...adult, dateOfBirth: '2014-03-20' })).toEqual([]);
    expect(
      await errorsOf(passengerSchema, {
        ...adult,
        travelerType: 'HELD_INFANT',
        dateOfBirth: '2025-01-01',
      }),
    ).toEqual([]);
  });

  it('names a type the age does not fit, a future birth and a passport that expires too soon', async () => {
    expect(
      await errorsOf(passengerSchema, {
        ...adult,
        travelerType: 'CHILD',
        dateOfBirth: '2024-04-02',
      }),
    ).toEqual(['dateOfBirth: ageCHILD {"childMin":2,"childMax":11}']);
    expect(await errorsOf(passengerSchema, { ...adult, dateOfBirth: '2026-03-16' })).toEqual([
      'dateOfBirth: dateOfBirthFuture',
    ]);
    expect(await errorsOf(passengerSchema, { ...adult, passportExpiry: '2026-04-09' })).toEqual([
      'passportExpiry: passportExpired {"date":"2026-04-09"}',
    ]);
    expect(await errorsOf(passengerSchema, { ...adult, dateOfBirth: 'partial' })).toEqual([
      'dateOfBirth: dateInvalid',
    ]);
  });

  it('takes 6 to 12 letters and digits for a passport number, Arabic-Indic digits too', async () => {
    expect(await errorsOf(passengerSchema, { ...adult, passportNumber: 'N١٢٣٤٥٦٧' })).toEqual([]);
    expect(await errorsOf(passengerSchema, { ...adult, passportNumber: 'N-12345' })).toEqual([
      'passportNumber: passportNumberInvalid {"passportMin":6,"passportMax":12}',
    ]);
    expect(await errorsOf(passengerSchema, { ...adult, passportNumber: 'N1234567890123' })).toEqual(
      ['passportNumber: passportNumberInvalid {"passportMin":6,"passportMax":12}'],
    );
  });

  it('wants a reachable email and a phone number with at least seven digits', async () => {
    expect(
      await errorsOf(contactSchema, { email: 'layla@example.com', phone: '+971 50 123 4567' }),
    ).toEqual([]);
    expect(await errorsOf(contactSchema, { email: 'layla@gmail', phone: '(--) 12' })).toEqual([
      'email: emailInvalid',
      'phone: phoneInvalid',
    ]);
  });
});
