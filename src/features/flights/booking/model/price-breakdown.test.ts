import { offerFor } from '../../../../../mocks/booking-fixtures';

import { priceBreakdown } from './price-breakdown';

const none = { seatSelection: false, extraBaggage: false, travelInsurance: false };

describe('priceBreakdown (§9, the server’s arithmetic)', () => {
  it('adds the extras chosen and the taxes and fees per passenger to the tickets', () => {
    const breakdown = priceBreakdown(offerFor(), 2, {
      ...none,
      seatSelection: true,
      travelInsurance: true,
    });
    expect(breakdown).toEqual({
      currency: 'USD',
      lines: [
        { code: 'TICKETS', quantity: 2, minor: 84_000 },
        { code: 'SEAT_SELECTION', quantity: 2, minor: 5_000 },
        { code: 'TRAVEL_INSURANCE', quantity: 2, minor: 7_000 },
        { code: 'TAXES_AND_FEES', quantity: 2, minor: 17_800 },
      ],
      totalMinor: 113_800,
    });
  });

  it('counts lap infants too, and converts dollars once per passenger at the fixed rate', () => {
    const offer = offerFor({ adults: 1, children: 0, infants: 1 });
    const inEuros = { ...offer, price: { ...offer.price, currency: 'EUR' as const } };
    const breakdown = priceBreakdown(inEuros, 2, { ...none, extraBaggage: true });
    // 50 USD × 0.9618 = 48.09 EUR; 89 USD = 85.60 EUR (85.6002, whole cents).
    expect(breakdown.lines.slice(1)).toEqual([
      { code: 'EXTRA_BAGGAGE', quantity: 2, minor: 9_618 },
      { code: 'TAXES_AND_FEES', quantity: 2, minor: 17_120 },
    ]);
    expect(breakdown.totalMinor).toBe(46_200 + 9_618 + 17_120);
  });
});
