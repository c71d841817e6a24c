import { PARIS, SOON } from '@/testing/my-bookings';

import {
  bookedDates,
  canChangeFlights,
  changeSearchQuery,
  flightChangeDatesError,
  flightDetailsOf,
  otherFlights,
} from './change-flight-request';

// PARIS: the recorded one-way Pegasus DXB → CDG on 2026-12-15 for two adults; SOON leaves 21½ hours
// after the tests' clock, past the free-cancellation deadline.
describe('a flight change’s request', () => {
  it('searches the booked airline’s route, party, cabin and currency on the new dates, cheapest first', () => {
    const query = new URLSearchParams(
      changeSearchQuery(PARIS, { departureDate: '2026-12-18', returnDate: null }),
    );
    expect(Object.fromEntries(query)).toMatchObject({
      originLocationCode: 'DXB',
      destinationLocationCode: 'CDG',
      departureDate: '2026-12-18',
      adults: '2',
      children: '0',
      infants: '0',
      includedAirlineCodes: 'PC',
      travelClass: 'ECONOMY',
      currencyCode: 'USD',
      sort_by: 'price',
    });
    expect(query.has('returnDate')).toBe(false);
  });

  it('starts from the booked dates and refuses a past day or a return before the departure', () => {
    expect(bookedDates(flightDetailsOf(PARIS))).toEqual({
      departureDate: '2026-12-15',
      returnDate: null,
    });
    const today = '2026-12-06';
    expect(flightChangeDatesError({ departureDate: '2026-12-05', returnDate: null }, today)).toBe(
      'pastDate',
    );
    expect(
      flightChangeDatesError({ departureDate: '2026-12-10', returnDate: '2026-12-09' }, today),
    ).toBe('order');
    expect(
      flightChangeDatesError({ departureDate: '2026-12-10', returnDate: '2026-12-10' }, today),
    ).toBeNull();
  });

  it('leaves the flights booked out of the choice, and allows other flights only while free', () => {
    const booked = flightDetailsOf(PARIS).flightOffer;
    const other = {
      ...booked,
      id: 'other',
      itineraries: flightDetailsOf(SOON).flightOffer.itineraries,
    };
    expect(otherFlights(PARIS, [booked, other]).map((offer) => offer.id)).toEqual(['other']);
    expect(
      canChangeFlights({ ...PARIS, cancellation: { ...PARIS.cancellation, free: false } }),
    ).toBe(false);
  });
});
