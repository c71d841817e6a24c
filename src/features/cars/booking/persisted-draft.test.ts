import { carDraft } from '../../../../mocks/car-fixtures';

import { sanitizeCarBookingState } from './persisted-draft';

describe('the car wizard’s draft, as a reload brings it back', () => {
  it('keeps a well-formed draft as it was', () => {
    const draft = carDraft({
      step: 2,
      extras: { withDriver: true, childSeat: true, gps: false, insurance: 'basic' },
    });
    expect(sanitizeCarBookingState({ draft })).toEqual({ draft });
  });

  it('never brings back card data, whatever was written into storage', () => {
    const stored = {
      draft: {
        ...carDraft(),
        payment: {
          method: 'credit-card',
          agreeTerms: true,
          card: { number: '4242424242424242', cvv: '123' },
        },
        card: { number: '4242424242424242' },
      },
    };
    const restored = sanitizeCarBookingState(stored);
    expect(JSON.stringify(restored)).not.toContain('4242');
    expect(restored?.draft?.payment).toEqual({ method: 'credit-card', agreeTerms: true });
  });

  it('puts back what it cannot read, field by field', () => {
    const restored = sanitizeCarBookingState({
      draft: {
        ...carDraft(),
        step: 7,
        driver: {
          fullName: 42,
          dateOfBirth: 'x'.repeat(40),
          nationality: 'XX',
          licenseNumber: 'DXB-1',
        },
        extras: { withDriver: 'yes', childSeat: true, insurance: 'platinum' },
        payment: { method: 'cash', agreeTerms: 'true' },
        contact: null,
      },
    });
    expect(restored?.draft).toMatchObject({
      step: 0,
      driver: { fullName: '', dateOfBirth: '', nationality: '', licenseNumber: 'DXB-1' },
      extras: { withDriver: false, childSeat: true, gps: false, insurance: 'none' },
      payment: { method: 'credit-card', agreeTerms: false },
      contact: { email: '', phone: '' },
    });
  });

  it('drops a draft for an offer id that is not one', () => {
    expect(sanitizeCarBookingState({ draft: { ...carDraft(), offerId: '../../etc' } })).toEqual({
      draft: null,
    });
    expect(sanitizeCarBookingState('garbage')).toBeUndefined();
    expect(sanitizeCarBookingState({ draft: 'garbage' })).toEqual({ draft: null });
  });
});
