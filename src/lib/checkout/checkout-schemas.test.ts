import type { ValidationError } from 'yup';

import type { ValidationMessage } from '@/lib/validation-message';

import { contactSchema, paymentSchema } from './checkout-schemas';

const context = { today: '2026-03-15' };
const card = {
  number: '4242 4242 4242 4242',
  expiry: '03/26',
  cvv: '123',
  holderName: 'Layla Haddad',
};
const flightPayment = paymentSchema(['credit-card', 'paypal', 'apple-pay', 'bank-transfer']);

/** Each problem as "path: key {values}", the key without its namespace and group. */
async function errorsOf(schema: typeof flightPayment | typeof contactSchema, value: object) {
  try {
    await schema.validate(value, { context, abortEarly: false });
    return [];
  } catch (error) {
    return (error as ValidationError).inner.map((item) => {
      const { key, values } = item.message as unknown as ValidationMessage;
      const name = key.replace('checkout:errors.', '');
      return values ? `${item.path}: ${name} ${JSON.stringify(values)}` : `${item.path}: ${name}`;
    });
  }
}

describe('the checks every checkout makes', () => {
  it('accepts a good card, and Arabic-Indic digits in it', async () => {
    const method = 'credit-card';
    expect(await errorsOf(flightPayment, { method, card, agreeTerms: true })).toEqual([]);
    expect(
      await errorsOf(flightPayment, {
        method,
        card: { ...card, number: '٤٢٤٢ ٤٢٤٢ ٤٢٤٢ ٤٢٤٢', cvv: '١٢٣', expiry: '٠٣/٢٦' },
        agreeTerms: true,
      }),
    ).toEqual([]);
  });

  it('names each problem of a card, with the numbers it quotes', async () => {
    expect(
      await errorsOf(flightPayment, {
        method: 'credit-card',
        card: { number: '4242 4242 4242 4241', expiry: '02/26', cvv: '1234', holderName: 'L' },
        agreeTerms: false,
      }),
    ).toEqual([
      'card.number: cardNumberInvalid',
      'card.expiry: cardExpired',
      'card.cvv: cvvInvalid {"digits":3}',
      'card.holderName: holderNameLength {"min":2,"max":100}',
      'agreeTerms: termsRequired',
    ]);
    expect(
      await errorsOf(flightPayment, {
        method: 'credit-card',
        card: { ...card, number: '3782 822463 10005', expiry: '3/26', cvv: '123' },
        agreeTerms: true,
      }),
    ).toEqual(['card.expiry: cardExpiryInvalid', 'card.cvv: cvvInvalidAmex {"digits":4}']);
  });

  it('asks for no card when paying another way, and only the kind’s methods', async () => {
    const noCard = { number: '', expiry: '', cvv: '', holderName: '' };
    expect(
      await errorsOf(flightPayment, { method: 'paypal', card: noCard, agreeTerms: true }),
    ).toEqual([]);
    expect(
      await errorsOf(flightPayment, { method: 'pay-at-hotel', card: noCard, agreeTerms: true }),
    ).toEqual(['method: methodRequired']);
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
