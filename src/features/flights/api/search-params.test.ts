import {
  defaultDepartureDate,
  defaultSearch,
  normaliseSearch,
  parseSearchParams,
  toRequestQuery,
  toSearchQuery,
} from './search-params';

const read = (query: string) => parseSearchParams(new URLSearchParams(query));

describe('search params in the URL', () => {
  it('round-trips a full search under the API’s own names', () => {
    const params = {
      originLocationCode: 'DXB',
      destinationLocationCode: 'LHR',
      departureDate: '2026-12-01',
      returnDate: '2026-12-09',
      adults: 2,
      children: 1,
      travelClass: 'BUSINESS' as const,
      sort_by: 'duration' as const,
      baggage: 'included' as const,
      min_price: 300,
      max_price: 900,
      stops: [0, 1],
      airlines: ['EK', 'BA'],
    };
    const query = toSearchQuery(params).toString();
    expect(query).toBe(
      'originLocationCode=DXB&destinationLocationCode=LHR&departureDate=2026-12-01&returnDate=2026-12-09&adults=2&children=1&travelClass=BUSINESS&sort_by=duration&baggage=included&min_price=300&max_price=900&stops=0&stops=1&airlines=EK%2CBA',
    );
    expect(read(query)).toEqual(params);
  });

  it('adds page and page size for the API', () => {
    expect(toRequestQuery(defaultSearch('2026-12-01'), 2)).toBe(
      'originLocationCode=DXB&destinationLocationCode=CDG&departureDate=2026-12-01&adults=1&page=2&page_size=10',
    );
  });

  it('refuses a search without valid airports, date or adults', () => {
    expect(read('')).toBeNull();
    expect(read('originLocationCode=DXB&destinationLocationCode=CDG')).toBeNull();
    expect(
      read('originLocationCode=DUBAI&destinationLocationCode=CDG&departureDate=2026-12-01'),
    ).toBeNull();
    expect(
      read('originLocationCode=DXB&destinationLocationCode=CDG&departureDate=2026-02-30'),
    ).toBeNull();
    expect(
      read('originLocationCode=DXB&destinationLocationCode=CDG&departureDate=2026-12-01&adults=0'),
    ).toBeNull();
    expect(
      read('originLocationCode=DXB&destinationLocationCode=CDG&departureDate=2026-12-01&adults=10'),
    ).toBeNull();
  });

  it('drops optional values that are not valid, keeping the search', () => {
    expect(
      read(
        'originLocationCode=dxb&destinationLocationCode=cdg&departureDate=2026-12-01&returnDate=2026-11-01&children=9&travelClass=LUXURY&sort_by=name&baggage=maybe&min_price=-1&stops=x&stops=1&airlines=EK,toolong,,ba',
      ),
    ).toEqual({
      originLocationCode: 'DXB',
      destinationLocationCode: 'CDG',
      departureDate: '2026-12-01',
      adults: 1,
      stops: [1],
      airlines: ['EK', 'BA'],
    });
  });

  it('drops a price range whose minimum is above its maximum', () => {
    expect(
      read(
        'originLocationCode=DXB&destinationLocationCode=CDG&departureDate=2026-12-01&min_price=900&max_price=300',
      ),
    ).not.toHaveProperty('min_price');
  });

  it('normalises a search built in code the same way', () => {
    expect(
      normaliseSearch({ ...defaultSearch('2026-12-01'), stops: [], airlines: [], children: 0 }),
    ).toEqual(defaultSearch('2026-12-01'));
  });

  it('opens the default search on a day that still has flights at Dubai', () => {
    // 10:00 in Dubai (UTC+4): today there.
    expect(defaultDepartureDate(new Date('2026-12-01T06:00:00Z'))).toBe('2026-12-01');
    // 21:30 UTC on the 1st is already 01:30 on the 2nd in Dubai: the 1st has passed there.
    expect(defaultDepartureDate(new Date('2026-12-01T21:30:00Z'))).toBe('2026-12-02');
    // 19:00 in Dubai: today's last departures are inside the sales cutoff, so tomorrow.
    expect(defaultDepartureDate(new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
    // 17:59 in Dubai is still today.
    expect(defaultDepartureDate(new Date('2026-12-01T13:59:00Z'))).toBe('2026-12-01');
  });
});
