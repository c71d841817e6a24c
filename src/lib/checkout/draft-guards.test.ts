import { sanitizeContact, sanitizePayment } from './draft-guards';

describe('a checkout draft as a reload brings it back', () => {
  it('keeps the method and the terms, and never a card written into storage', () => {
    const stored = {
      method: 'paypal',
      agreeTerms: true,
      card: { number: '4242424242424242', cvv: '123' },
    };
    expect(sanitizePayment(stored, ['credit-card', 'paypal'], 'credit-card')).toEqual({
      method: 'paypal',
      agreeTerms: true,
    });
  });

  it('falls back to the kind’s first method for one it does not take', () => {
    expect(sanitizePayment({ method: 'pay-on-pickup' }, ['credit-card'], 'credit-card')).toEqual({
      method: 'credit-card',
      agreeTerms: false,
    });
    expect(sanitizePayment('nonsense', ['credit-card'], 'credit-card')).toEqual({
      method: 'credit-card',
      agreeTerms: false,
    });
  });

  it('keeps a contact only with the expected shape', () => {
    expect(sanitizeContact({ email: 'layla@example.com', phone: '+971501234567' })).toEqual({
      email: 'layla@example.com',
      phone: '+971501234567',
    });
    expect(sanitizeContact({ email: 7, phone: 'x'.repeat(41) })).toEqual({ email: '', phone: '' });
  });
});
