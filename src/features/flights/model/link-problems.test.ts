import { readSearchLink } from './link-problems';

const base = 'originLocationCode=DXB&destinationLocationCode=LHR&departureDate=2026-12-01';

describe('a /flights link, explained', () => {
  it('is no link at all when it names no search', () => {
    expect(readSearchLink('')).toEqual({ kind: 'none' });
    expect(readSearchLink('?utm_source=mail')).toEqual({ kind: 'none' });
  });

  it('runs a valid link and leaves nothing out', () => {
    const reading = readSearchLink(`?${base}&adults=2&children=0&stops=0&airlines=ek`);
    expect(reading).toMatchObject({
      kind: 'search',
      params: { originLocationCode: 'DXB', adults: 2, stops: [0], airlines: ['EK'] },
      ignored: [],
    });
  });

  it('says what is wrong with a link it cannot run, instead of searching something else', () => {
    expect(readSearchLink('?originLocationCode=DUBAI&departureDate=2026-02-30&adults=10')).toEqual({
      kind: 'invalid',
      problems: [
        { key: 'originInvalid', value: 'DUBAI' },
        { key: 'destinationMissing' },
        { key: 'dateInvalid', value: '2026-02-30' },
        { key: 'adultsInvalid', value: '10' },
      ],
    });
  });

  it('names the optional parts it had to leave out', () => {
    const reading = readSearchLink(`?${base}&stops=7&travelClass=LUXURY&min_price=-5&children=9`);
    expect(reading).toMatchObject({
      kind: 'search',
      ignored: ['children=9', 'travelClass=LUXURY', 'min_price=-5', 'stops=7'],
    });
  });
});
