import { offerFor } from '../../../../../mocks/booking-fixtures';

import { perPassengerPrices, priceBreakdown } from './price-breakdown';

const none = { seatSelection: false, extraBaggage: false, travelInsurance: false };

describe('priceBreakdown (§9, the server’s arithmetic)', () => {
  it('is the offer’s grand total, fares and taxes, plus the extras chosen per passenger', () => {
    // The recorded flight for 2 adults: $2,672.18, of it $2,057.54 fares and $614.64 taxes and fees
    // (the service fee among them).
    const breakdown = priceBreakdown(offerFor(), {
      ...none,
      seatSelection: true,
      travelInsurance: true,
    });
    expect(breakdown).toEqual({
      currency: 'USD',
      lines: [
        { code: 'FARE', quantity: 2, minor: 205_754 },
        { code: 'TAXES_AND_FEES', quantity: 2, minor: 61_464 },
        { code: 'SEAT_SELECTION', quantity: 2, minor: 5_000 },
        { code: 'TRAVEL_INSURANCE', quantity: 2, minor: 7_000 },
      ],
      totalMinor: 279_218,
    });
  });

  it('adds nothing to the card’s figure when no extra is chosen', () => {
    const offer = offerFor({ adults: 1, children: 1, infants: 0 });
    expect(priceBreakdown(offer, none).totalMinor).toBe(Number(offer.price.grandTotal) * 100);
  });

  it('counts lap infants too, and converts dollars once per passenger at the fixed rate', () => {
    const offer = offerFor({ adults: 1, children: 0, infants: 1 });
    const inEuros = { ...offer, price: { ...offer.price, currency: 'EUR' as const } };
    const breakdown = priceBreakdown(inEuros, { ...none, extraBaggage: true });
    // 50 USD × 0.9618 = 48.09 EUR a passenger.
    expect(breakdown.lines.at(-1)).toEqual({ code: 'EXTRA_BAGGAGE', quantity: 2, minor: 9_618 });
    // The recorded grand total for an adult and a lap infant: 1,543.40.
    expect(breakdown.totalMinor).toBe(154_340 + 9_618);
  });

  it('splits the total per passenger, each with their own ticket and the extras', () => {
    const offer = offerFor({ adults: 1, children: 1, infants: 0 });
    const prices = perPassengerPrices(offer, { ...none, extraBaggage: true });
    expect(prices).toEqual([
      // The recorded tickets: $1,336.09 an adult, $1,040.32 a child.
      { travelerType: 'ADULT', ticketMinor: 133_609, extrasMinor: 5_000, totalMinor: 138_609 },
      { travelerType: 'CHILD', ticketMinor: 104_032, extrasMinor: 5_000, totalMinor: 109_032 },
    ]);
    const sum = prices.reduce((total, price) => total + price.totalMinor, 0);
    expect(sum).toBe(priceBreakdown(offer, { ...none, extraBaggage: true }).totalMinor);
  });
});
