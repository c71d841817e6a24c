import {
  checkInChanged,
  checkOutChanged,
  hotelSearchReducer,
  initialHotelSearchState,
  locationModeChanged,
  pointChosen,
  pointLocated,
  radiusChanged,
  roomsChanged,
  searchLinkRead,
} from './hotel-search-slice';
import { sanitizeHotelSearchState } from './persisted-search';
import { hotelSearchError, toHotelSearch } from './model/search-form';

const TODAY = '2026-07-01';

describe('the hotel search form', () => {
  it('keeps check-out after check-in and at least one room', () => {
    let state = hotelSearchReducer(initialHotelSearchState, checkInChanged('2026-07-10'));
    state = hotelSearchReducer(state, checkOutChanged('2026-07-12'));
    state = hotelSearchReducer(state, checkInChanged('2026-07-12'));
    expect(state.checkOut).toBeNull();
    state = hotelSearchReducer(state, roomsChanged([]));
    expect(state.rooms).toEqual(initialHotelSearchState.rooms);
  });

  it('falls back to a 10 km radius for anything outside 1–50 (§5)', () => {
    for (const [typed, radius] of [
      ['25', 25],
      ['0', 10],
      ['51', 10],
      ['abc', 10],
      ['', 10],
    ] as const) {
      expect(hotelSearchReducer(initialHotelSearchState, radiusChanged(typed)).radius).toBe(radius);
    }
  });

  it('says why it cannot search yet, in the order of §5', () => {
    const form = { ...initialHotelSearchState };
    expect(hotelSearchError(form, TODAY)).toBe('destination');
    const paris = { ...form, destination: { code: 'PAR', name: 'Paris', countryCode: 'FR' } };
    expect(hotelSearchError(paris, TODAY)).toBe('dates');
    expect(
      hotelSearchError({ ...paris, checkIn: '2026-06-30', checkOut: '2026-07-02' }, TODAY),
    ).toBe('pastDate');
    expect(
      hotelSearchError({ ...paris, checkIn: '2026-07-05', checkOut: '2026-07-05' }, TODAY),
    ).toBe('order');
    expect(
      hotelSearchError({ ...paris, checkIn: '2026-07-05', checkOut: '2026-08-05' }, TODAY),
    ).toBe('tooLong');
    // Hotels take check-ins up to 500 days ahead.
    expect(
      hotelSearchError({ ...paris, checkIn: '2027-11-14', checkOut: '2027-11-15' }, TODAY),
    ).toBe('tooFar');
    expect(
      hotelSearchError({ ...paris, checkIn: '2026-07-05', checkOut: '2026-07-07' }, TODAY),
    ).toBeNull();
    expect(hotelSearchError({ ...paris, mode: 'current' }, TODAY)).toBe('location');
  });

  it('takes what a link could read and clears the rest', () => {
    const saved = {
      ...initialHotelSearchState,
      destination: { code: 'DXB', name: 'Dubai', countryCode: 'AE' },
      checkIn: '2026-07-05',
      checkOut: '2026-07-07',
    };
    const state = hotelSearchReducer(
      saved,
      searchLinkRead({
        place: { kind: 'city', code: 'PAR', name: 'Paris' },
        checkIn: '2026-07-10',
        checkOut: null,
        rooms: null,
      }),
    );
    expect(state).toMatchObject({
      mode: 'none',
      destination: { code: 'PAR', name: 'Paris' },
      checkIn: '2026-07-10',
      checkOut: null,
      rooms: initialHotelSearchState.rooms,
    });
  });

  it('searches around a point chosen on the map, with its radius, until cleared', () => {
    const paris = { code: 'PAR', name: 'Paris', countryCode: 'FR' };
    let state = hotelSearchReducer(
      {
        ...initialHotelSearchState,
        destination: paris,
        checkIn: '2026-07-05',
        checkOut: '2026-07-07',
      },
      pointChosen({ latitude: 48.8566, longitude: 2.3522, radius: 5 }),
    );
    expect(state).toMatchObject({ mode: 'map', point: { latitude: 48.8566, longitude: 2.3522 } });
    expect(state.radius).toBe(5);
    expect(hotelSearchError(state, TODAY)).toBeNull();
    expect(toHotelSearch(state)?.place).toEqual({
      kind: 'point',
      latitude: 48.8566,
      longitude: 2.3522,
      radius: 5,
    });
    // A radius out of range falls back to 10 (§5); my location replaces the map's point.
    state = hotelSearchReducer(state, pointChosen({ latitude: 1, longitude: 2, radius: 80 }));
    expect(state.radius).toBe(10);
    state = hotelSearchReducer(state, pointLocated({ latitude: 25.2, longitude: 55.3 }));
    expect(state.mode).toBe('current');
    // Clear goes back to the city, which the point never replaced.
    state = hotelSearchReducer(state, locationModeChanged('none'));
    expect(state).toMatchObject({ mode: 'none', point: null, destination: paris });
    expect(toHotelSearch(state)?.place).toEqual({ kind: 'city', code: 'PAR', name: 'Paris' });
  });

  it('keeps a stored map point, and no map mode without its point', () => {
    const point = { latitude: 48.85, longitude: 2.35 };
    expect(sanitizeHotelSearchState({ mode: 'map', point, radius: 20 }, TODAY)).toMatchObject({
      mode: 'map',
      point,
      radius: 20,
    });
    expect(sanitizeHotelSearchState({ mode: 'map', point: { latitude: 91 } }, TODAY)).toMatchObject(
      { mode: 'none', point: null },
    );
    expect(sanitizeHotelSearchState({ mode: 'globe', point }, TODAY)?.mode).toBe('none');
  });

  it('keeps from storage only what has the expected shape', () => {
    expect(sanitizeHotelSearchState(null, TODAY)).toBeUndefined();
    expect(
      sanitizeHotelSearchState(
        {
          mode: 'current',
          point: null,
          destination: { code: 'PAR', name: 'Paris', countryCode: 'FR' },
          radius: 99,
          checkIn: '2026-06-20',
          checkOut: '2026-07-03',
          rooms: [{ adults: 2, childAges: [30] }],
        },
        TODAY,
      ),
    ).toEqual({
      ...initialHotelSearchState,
      destination: { code: 'PAR', name: 'Paris', countryCode: 'FR' },
    });
  });
});
