import type { HotelOffer } from '../api/hotel-types';
import { formatPrice } from '@/lib/format';

import { hotelPins, resultsFrame } from './hotel-pins';

const hotel = (code: number, latitude: number, longitude: number, total: string) =>
  ({
    code,
    name: `Hotel ${code}`,
    latitude,
    longitude,
    price: { total, currency: 'USD' },
  }) as HotelOffer;

const HOTELS = [hotel(1, 48.86, 2.35, '1234.56'), hotel(2, 48.8, 2.4, '980.00')];

describe('the results map pins', () => {
  it('print the stay’s price as the cards do, in either language', () => {
    const english = {
      price: (amount: number | string, currency: string) =>
        formatPrice(Number(amount), 'en', currency),
    };
    expect(hotelPins(HOTELS, english)).toEqual([
      { code: 1, name: 'Hotel 1', at: { latitude: 48.86, longitude: 2.35 }, price: '$1,235' },
      { code: 2, name: 'Hotel 2', at: { latitude: 48.8, longitude: 2.4 }, price: '$980' },
    ]);
    const arabic = {
      price: (amount: number | string, currency: string) =>
        formatPrice(Number(amount), 'ar', currency),
    };
    // Arabic digits, the currency code kept left to right.
    expect(hotelPins(HOTELS, arabic)[0]?.price).toMatch(/^\u200f١٬٢٣٥\s\u2066US\$\u2069$/);
    expect(hotelPins([], english)).toEqual([]);
  });

  it('frame a city’s hotels, and a point search’s whole circle', () => {
    const english = { price: (amount: number | string) => String(amount) };
    const pins = hotelPins(HOTELS, english);
    expect(resultsFrame({ kind: 'city', code: 'PAR', name: 'Paris' }, pins)).toEqual([
      [48.8, 2.35],
      [48.86, 2.4],
    ]);
    expect(resultsFrame({ kind: 'city', code: 'PAR', name: 'Paris' }, [])).toBeNull();
    const [[south], [north]] = resultsFrame(
      { kind: 'point', latitude: 48.85, longitude: 2.35, radius: 20 },
      [],
    ) ?? [[0], [0]];
    expect(north - south).toBeCloseTo(40 / 111.32, 5);
  });
});
