import type { ValidationError } from 'yup';

import { expiryNotOver, isAmericanExpress, passesLuhn, paymentSchema } from './payment-schema';

const context = { today: '2026-03-15', firstDeparture: '2026-04-01', lastArrival: '2026-04-09' };
const card = {
  number: '4242 4242 4242 4242',
  expiry: '03/26',
  cvv: '123',
  holderName: 'Layla Haddad',
};

async function errorsOf(value: object) {
  try {
    await paymentSchema.validate(value, { context, abortEarly: false });
    return [];
  } catch (error) {
    return (error as ValidationError).inner.map((item) => `${item.path}: ${item.message}`);
  }
}

describe('the payment step’s checks', () => {
  it('knows the Luhn checksum', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('takes a card to the end of its month', () => {
    expect(expiryNotOver('03/26', '2026-03-31')).toBe(true);
    expect(expiryNotOver('02/26', '2026-03-01')).toBe(false);
    expect(expiryNotOver('01/27', '2026-12-31')).toBe(true);
  });

  it('recognises American Express, whose CVV has 4 digits', () => {
    expect(isAmericanExpress('3782 822463 10005')).toBe(true);
    expect(isAmericanExpress('4242')).toBe(false);
  });

  it('accepts a good card, and Arabic-Indic digits in it', async () => {
    const method = 'credit-card';
    expect(await errorsOf({ method, card, agreeTerms: true })).toEqual([]);
    expect(
      await errorsOf({
        method,
        card: { ...card, number: '٤٢٤٢ ٤٢٤٢ ٤٢٤٢ ٤٢٤٢', cvv: '١٢٣', expiry: '٠٣/٢٦' },
        agreeTerms: true,
      }),
    ).toEqual([]);
  });

  it('names each problem of a card', async () => {
    expect(
      await errorsOf({
        method: 'credit-card',
        card: { number: '4242 4242 4242 4241', expiry: '02/26', cvv: '1234', holderName: 'L' },
        agreeTerms: false,
      }),
    ).toEqual([
      'card.number: cardNumberInvalid',
      'card.expiry: cardExpired',
      'card.cvv: cvvInvalid',
      'card.holderName: holderNameLength',
      'agreeTerms: termsRequired',
    ]);
    expect(
      await errorsOf({
        method: 'credit-card',
        card: { ...card, number: '3782 822463 10005', expiry: '3/26', cvv: '123' },
        agreeTerms: true,
      }),
    ).toEqual(['card.expiry: cardExpiryInvalid', 'card.cvv: cvvInvalidAmex']);
  });

  it('asks for no card when paying another way', async () => {
    expect(
      await errorsOf({
        method: 'paypal',
        card: { number: '', expiry: '', cvv: '', holderName: '' },
        agreeTerms: true,
      }),
    ).toEqual([]);
  });
});
