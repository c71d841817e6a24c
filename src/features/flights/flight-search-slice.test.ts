import { airport } from '../../../mocks/flight-handlers';

import {
  airportsSwapped,
  clampPassengers,
  departureDateChanged,
  flightSearchReducer,
  initialFlightSearchState,
  returnDateChanged,
  sanitizeFlightSearchState,
  tripTypeChanged,
  type FlightSearchState,
} from './flight-search-slice';

const TODAY = '2026-11-20';
const form: FlightSearchState = {
  ...initialFlightSearchState,
  origin: airport('DXB'),
  destination: airport('CDG'),
  departureDate: '2026-12-01',
  returnDate: '2026-12-09',
};

describe('flight search form state', () => {
  it('starts with a round trip in economy for one adult (§3)', () => {
    expect(flightSearchReducer(undefined, { type: 'init' })).toEqual({
      origin: null,
      destination: null,
      departureDate: null,
      returnDate: null,
      tripType: 'round-trip',
      cabinClass: 'ECONOMY',
      passengers: { adults: 1, children: 0 },
    });
  });

  it('clears the return date on one-way and never takes one while one-way (§4)', () => {
    const oneWay = flightSearchReducer(form, tripTypeChanged('one-way'));
    expect(oneWay.returnDate).toBeNull();
    expect(flightSearchReducer(oneWay, returnDateChanged('2026-12-09')).returnDate).toBeNull();
  });

  it('clears a return that a later departure would put before it (§5)', () => {
    expect(flightSearchReducer(form, departureDateChanged('2026-12-05')).returnDate).toBe(
      '2026-12-09',
    );
    expect(flightSearchReducer(form, departureDateChanged('2026-12-10')).returnDate).toBeNull();
  });

  it('swaps the airports', () => {
    expect(flightSearchReducer(form, airportsSwapped())).toMatchObject({
      origin: airport('CDG'),
      destination: airport('DXB'),
    });
  });

  it('keeps passengers within 1 adult and 9 in all (§5)', () => {
    expect(clampPassengers({ adults: 0, children: 0 })).toEqual({ adults: 1, children: 0 });
    expect(clampPassengers({ adults: 5, children: 7 })).toEqual({ adults: 5, children: 4 });
    expect(clampPassengers({ adults: 12, children: 0 })).toEqual({ adults: 9, children: 0 });
    expect(clampPassengers({ adults: 2.7, children: -1 })).toEqual({ adults: 2, children: 0 });
    expect(clampPassengers({ adults: NaN, children: NaN })).toEqual({ adults: 1, children: 0 });
  });
});

describe('sanitizeFlightSearchState (rehydration)', () => {
  it('keeps a well-formed form', () => {
    expect(sanitizeFlightSearchState(form, TODAY)).toEqual(form);
  });

  it('drops what is not a stored form', () => {
    expect(sanitizeFlightSearchState(undefined, TODAY)).toBeUndefined();
    expect(sanitizeFlightSearchState('x', TODAY)).toBeUndefined();
  });

  it('puts each malformed field back to its default', () => {
    expect(
      sanitizeFlightSearchState(
        {
          origin: { name: 'Nowhere', iataCode: 'nowhere' },
          destination: { ...airport('CDG'), extra: 'dropped' },
          departureDate: '01/12/2026',
          returnDate: 7,
          tripType: 'multi-city',
          cabinClass: 'LUXURY',
          passengers: { adults: '2', children: 0 },
        },
        TODAY,
      ),
    ).toEqual({ ...initialFlightSearchState, destination: airport('CDG') });
  });

  it('clears dates that can no longer be chosen', () => {
    expect(
      sanitizeFlightSearchState({ ...form, departureDate: '2026-11-19' }, TODAY),
    ).toMatchObject({ departureDate: null, returnDate: '2026-12-09' });
    expect(sanitizeFlightSearchState({ ...form, returnDate: '2026-11-30' }, TODAY)).toMatchObject({
      departureDate: '2026-12-01',
      returnDate: null,
    });
    expect(sanitizeFlightSearchState({ ...form, tripType: 'one-way' }, TODAY)).toMatchObject({
      tripType: 'one-way',
      returnDate: null,
    });
  });

  it('brings passenger counts back within the limits', () => {
    expect(
      sanitizeFlightSearchState({ ...form, passengers: { adults: 8, children: 8 } }, TODAY)
        ?.passengers,
    ).toEqual({ adults: 8, children: 1 });
  });
});
