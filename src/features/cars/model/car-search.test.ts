import { carUrlParams, parseCarUrl, searchOfOffer } from './car-search';
import { hoursOn, isOpenAt } from './opening-hours';

const TODAY = '2026-07-01';
const read = (query: string) => parseCarUrl(new URLSearchParams(query), TODAY);

describe('the /cars URL', () => {
  it('reads a whole search with its filters and writes it back the same', () => {
    const query =
      'pickupLocation=DXB&dropoffLocation=DXB-MA&pickupDate=2026-07-10&pickupTime=10%3A00&returnDate=2026-07-13&returnTime=09%3A30&driverAge=30&type=suv&type=van&transmission=automatic&seats=5&supplier=MR&minPrice=50&maxPrice=200&freeCancellation=true&sort=rating';
    const parsed = read(query);
    expect(parsed.problems).toEqual([]);
    expect(parsed.filters).toEqual({
      types: ['suv', 'van'],
      transmission: 'automatic',
      seats: 5,
      suppliers: ['MR'],
      minPrice: 50,
      maxPrice: 200,
      freeCancellation: true,
    });
    expect(carUrlParams(parsed.search, parsed.filters, parsed.sort).toString()).toBe(query);
  });

  it('takes codes in any letter case, and a bare URL as the server’s default search', () => {
    expect(read('pickupLocation=dxb-ma&supplier=mr').search).toEqual({ pickupLocation: 'DXB-MA' });
    expect(read('pickupLocation=dxb-ma&supplier=mr').filters.suppliers).toEqual(['MR']);
    expect(read('')).toMatchObject({ search: {}, sort: 'price', problems: [] });
  });

  it('names every part it cannot read, and leaves it out rather than guessing', () => {
    const parsed = read(
      'pickupLocation=DUBAI&pickupDate=2026-02-30&pickupTime=25:00&driverAge=17&type=truck&seats=1&minPrice=-5&freeCancellation=yes&sort=cheapest',
    );
    expect(parsed.problems.map(({ param }) => param)).toEqual([
      'pickupLocation',
      'pickupDate',
      'pickupTime',
      'driverAge',
      'type',
      'seats',
      'freeCancellation',
      'minPrice',
      'sort',
    ]);
    expect(parsed.search).toEqual({});
  });

  it('says a return before the pickup, or a price range upside down, is out of order', () => {
    expect(read('pickupDate=2026-07-10&returnDate=2026-07-09').problems).toEqual([
      { param: 'returnDate', problem: 'order' },
    ]);
    expect(read('minPrice=200&maxPrice=100').problems).toEqual([
      { param: 'maxPrice', problem: 'order' },
    ]);
  });

  it('refuses a pickup past the days cars can be booked ahead, and keeps the rest', () => {
    // 2026-07-01 + 360 days = 2027-06-26.
    expect(read('pickupDate=2027-06-26').problems).toEqual([]);
    const far = read('pickupLocation=DXB&pickupDate=2027-06-27&driverAge=40');
    expect(far.problems).toEqual([{ param: 'pickupDate', problem: 'tooFar' }]);
    expect(far.search).toEqual({ pickupLocation: 'DXB', driverAge: 40 });
  });

  it('writes an offer’s rental as the search it answers', () => {
    expect(
      searchOfOffer({
        pickupLocation: 'DXB',
        dropoffLocation: 'DXB',
        pickupAt: '2026-07-10T10:00:00',
        returnAt: '2026-07-13T12:30:00',
        driverAge: 24,
      }),
    ).toEqual({
      pickupLocation: 'DXB',
      pickupDate: '2026-07-10',
      pickupTime: '10:00',
      returnDate: '2026-07-13',
      returnTime: '12:30',
      driverAge: 24,
    });
  });
});

describe('a branch’s opening hours', () => {
  const marina = {
    open24Hours: false,
    hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
      weekday === 5
        ? { weekday, open: '14:00', close: '22:00' }
        : weekday === 6
          ? { weekday, open: null, close: null }
          : { weekday, open: '08:00', close: '24:00' },
    ),
  };

  it('takes pickups within them only, on the day’s own hours', () => {
    // 2026-07-10 is a Friday, 2026-07-11 a Saturday, 2026-07-12 a Sunday.
    expect(hoursOn(marina, '2026-07-10')).toEqual({ kind: 'open', open: '14:00', close: '22:00' });
    expect(isOpenAt(marina, '2026-07-10', '10:00')).toBe(false);
    expect(isOpenAt(marina, '2026-07-10', '22:00')).toBe(true);
    expect(hoursOn(marina, '2026-07-11')).toEqual({ kind: 'closed' });
    expect(isOpenAt(marina, '2026-07-12', '23:30')).toBe(true);
    expect(hoursOn({ open24Hours: true, hours: [] }, '2026-07-11')).toEqual({ kind: 'always' });
  });
});
