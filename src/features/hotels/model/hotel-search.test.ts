import { occupanciesOf, toAvailabilityRequest } from './availability-request';
import { NO_FILTERS, type HotelSearch } from './hotel-search';
import { hotelUrlParams, parseHotelUrl, parseStay } from './hotel-url';

const TODAY = '2026-07-01';
const paris: HotelSearch = {
  place: { kind: 'city', code: 'PAR', name: 'Paris' },
  checkIn: '2026-07-10',
  checkOut: '2026-07-13',
  rooms: [
    { adults: 2, childAges: [] },
    { adults: 2, childAges: [5, 8] },
    { adults: 2, childAges: [] },
  ],
};

const parse = (query: string) => parseHotelUrl(new URLSearchParams(query), TODAY);

describe('hotel search URLs', () => {
  it('write a search with its filters and sort, and read it back the same', () => {
    const filters = {
      ...NO_FILTERS,
      stars: [4, 5],
      minGuestRating: 4,
      propertyTypes: ['hotel' as const],
      facilities: ['wifi' as const, 'pool' as const],
      boards: ['BB' as const],
      minRate: 100,
      maxRate: 900,
      freeCancellation: true,
    };
    const query = hotelUrlParams(paris, filters, 'stars', 'map').toString();
    expect(query).toBe(
      'destination=PAR&city=Paris&checkIn=2026-07-10&checkOut=2026-07-13&room=2&room=2%2C5%2C8&room=2' +
        '&stars=4%2C5&rating=4&type=hotel&facility=wifi%2Cpool&board=BB&minPrice=100&maxPrice=900' +
        '&freeCancellation=true&sort=stars&view=map',
    );
    expect(parse(query)).toEqual({
      ok: true,
      search: paris,
      filters,
      sort: 'stars',
      view: 'map',
      leftOut: [],
    });
    expect(hotelUrlParams(paris).has('view')).toBe(false);
    expect(parse(hotelUrlParams(paris).toString())).toMatchObject({ ok: true, view: 'grid' });
  });

  it('read a point and radius', () => {
    const parsed = parse(
      'lat=25.2&lng=55.27&radius=15&checkIn=2026-07-10&checkOut=2026-07-11&room=1',
    );
    expect(parsed.ok && parsed.search.place).toEqual({
      kind: 'point',
      latitude: 25.2,
      longitude: 55.27,
      radius: 15,
    });
  });

  it('name every parameter that cannot be read instead of guessing, and keep what can be', () => {
    expect(parse('')).toEqual({
      ok: false,
      problems: [
        { param: 'destination', problem: 'missing' },
        { param: 'checkIn', problem: 'missing' },
        { param: 'checkOut', problem: 'missing' },
        { param: 'room', problem: 'missing' },
      ],
      readable: { place: null, checkIn: null, checkOut: null, rooms: null },
    });
    const bad = parse(
      'destination=PA1&checkIn=2026-06-30&checkOut=2026-07-02&room=0&stars=6&sort=cheap&board=XX&view=globe',
    );
    expect(bad).toEqual({
      ok: false,
      problems: [
        { param: 'destination', problem: 'invalid' },
        { param: 'checkIn', problem: 'pastDate' },
        { param: 'room', problem: 'invalid' },
        { param: 'stars', problem: 'invalid' },
        { param: 'board', problem: 'invalid' },
        { param: 'sort', problem: 'invalid' },
        { param: 'view', problem: 'invalid' },
      ],
      // The check-out could be read: the form keeps it.
      readable: { place: null, checkIn: null, checkOut: '2026-07-02', rooms: null },
    });
    const order = parse('destination=PAR&city=Paris&checkIn=2026-07-10&checkOut=2026-07-10&room=2');
    expect(order).toEqual({
      ok: false,
      problems: [{ param: 'checkOut', problem: 'order' }],
      readable: {
        place: { kind: 'city', code: 'PAR', name: 'Paris' },
        checkIn: '2026-07-10',
        checkOut: null,
        rooms: [{ adults: 2, childAges: [] }],
      },
    });
    const long = parse('destination=PAR&checkIn=2026-07-10&checkOut=2026-08-10&room=2');
    expect(!long.ok && long.problems).toEqual([{ param: 'checkOut', problem: 'tooLong' }]);
    const radius = parse('lat=25&lng=55&radius=60&checkIn=2026-07-10&checkOut=2026-07-11&room=2');
    expect(!radius.ok && radius.problems).toEqual([{ param: 'radius', problem: 'range' }]);
    const rooms = parse(
      `destination=PAR&checkIn=2026-07-10&checkOut=2026-07-11${'&room=1'.repeat(10)}`,
    );
    expect(!rooms.ok && rooms.problems).toEqual([{ param: 'room', problem: 'tooMany' }]);
  });

  it('refuses a check-in past the 500 days hotels take bookings for', () => {
    // 2026-07-01 + 500 days = 2027-11-13.
    expect(parse('destination=PAR&checkIn=2027-11-13&checkOut=2027-11-14&room=2').ok).toBe(true);
    const far = parse('destination=PAR&checkIn=2027-11-14&checkOut=2027-11-15&room=2');
    expect(!far.ok && far.problems).toEqual([{ param: 'checkIn', problem: 'tooFar' }]);
  });

  it('leaves out a filter, sort or layout it cannot read, and says which', () => {
    const parsed = parse(
      'destination=PAR&city=Paris&checkIn=2026-07-10&checkOut=2026-07-13&room=2&room=2,5,8&room=2' +
        '&stars=4,9&rating=7&board=BB&minPrice=900&maxPrice=100&sort=cheap&view=globe',
    );
    expect(parsed).toEqual({
      ok: true,
      search: paris,
      filters: { ...NO_FILTERS, boards: ['BB'] },
      sort: 'price',
      view: 'grid',
      leftOut: [
        { param: 'stars', problem: 'invalid' },
        { param: 'rating', problem: 'invalid' },
        { param: 'maxPrice', problem: 'order' },
        { param: 'sort', problem: 'invalid' },
        { param: 'view', problem: 'invalid' },
      ],
    });
  });

  it('read a hotel page’s stay, or none', () => {
    expect(parseStay(new URLSearchParams(''), TODAY)).toBeNull();
    expect(
      parseStay(
        new URLSearchParams(
          'checkIn=2026-07-10&checkOut=2026-07-12&room=2,4&freeCancellation=true',
        ),
        TODAY,
      ),
    ).toEqual({
      ok: true,
      stay: {
        checkIn: '2026-07-10',
        checkOut: '2026-07-12',
        rooms: [{ adults: 2, childAges: [4] }],
        rates: { boards: [], freeCancellation: true },
      },
    });
    expect(parseStay(new URLSearchParams('checkIn=2026-07-10'), TODAY)).toEqual({
      ok: false,
      problems: [
        { param: 'checkOut', problem: 'missing' },
        { param: 'room', problem: 'missing' },
      ],
      readable: { place: null, checkIn: '2026-07-10', checkOut: null, rooms: null },
    });
  });
});

describe('the availability request', () => {
  it('groups rooms with the same guests into one occupancy', () => {
    expect(occupanciesOf(paris.rooms)).toEqual([
      { rooms: 2, adults: 2, children: 0 },
      { rooms: 1, adults: 2, children: 2, childAges: [5, 8] },
    ]);
  });

  it('sends the city, the filters the traveller set and the sort', () => {
    expect(
      toAvailabilityRequest(paris, { ...NO_FILTERS, stars: [4], freeCancellation: true }),
    ).toEqual({
      checkIn: '2026-07-10',
      checkOut: '2026-07-13',
      occupancies: occupanciesOf(paris.rooms),
      destination: { code: 'PAR' },
      filter: { stars: [4], freeCancellation: true },
      sort: 'price',
    });
    const near = toAvailabilityRequest({
      ...paris,
      place: { kind: 'point', latitude: 25.2, longitude: 55.3, radius: 10 },
    });
    expect(near.geolocation).toEqual({ latitude: 25.2, longitude: 55.3, radius: 10, unit: 'km' });
    expect(near.destination).toBeUndefined();
    expect(near.filter).toBeUndefined();
  });
});
