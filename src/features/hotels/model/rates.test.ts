import type { HotelOffer, HotelRate } from '../api/hotel-types';

import { rateChoice, rateGroup, selectedRates, type RateChoices } from './rates';

// A hotel's rooms for one stay: each rate key names the dates and the price.
function offer(stay: string, rooms: { code: string; name: string; total: number }[]) {
  return {
    rooms: rooms.map(({ code, name, total }) => ({
      code,
      name,
      rates: [
        {
          rateKey: `${code}|RO|NOR|${stay}|${total}`,
          boardCode: 'RO',
          rateClass: 'NOR',
          total: total.toFixed(2),
          adults: 2,
          childrenAges: '',
        } as HotelRate,
      ],
    })),
  } as Pick<HotelOffer, 'rooms'>;
}

const JULY = offer('2099-07-10', [
  { code: 'DBL.ST', name: 'Double Room', total: 300 },
  { code: 'DBL.SU', name: 'Junior Suite', total: 520 },
]);
const AUGUST = offer('2099-08-01', [
  { code: 'DBL.ST', name: 'Double Room', total: 340 },
  { code: 'DBL.SU', name: 'Junior Suite', total: 610 },
]);

describe('the rooms chosen on a hotel’s page', () => {
  it('is the cheapest of each group until the traveller chooses', () => {
    expect(selectedRates(JULY, {}).selected.map((each) => each.roomName)).toEqual(['Double Room']);
  });

  it('keeps the room chosen when the dates change (its rate key changes with them)', () => {
    const chosen = JULY.rooms[1]!;
    const choices: RateChoices = {
      [rateGroup(chosen.rates[0]!)]: rateChoice({
        roomCode: chosen.code,
        roomName: chosen.name,
        rate: chosen.rates[0]!,
      }),
    };
    expect(selectedRates(JULY, choices).selected[0]?.roomName).toBe('Junior Suite');
    const later = selectedRates(AUGUST, choices);
    expect(later.selected.map((each) => [each.roomName, each.rate.total])).toEqual([
      ['Junior Suite', '610.00'],
    ]);
    expect(later.unavailable).toBe(false);
  });

  it('says so when the room chosen is not offered for the new dates', () => {
    const choices: RateChoices = { [rateGroup(JULY.rooms[1]!.rates[0]!)]: 'VILLA.PO|RO|NOR' };
    const { selected, unavailable } = selectedRates(AUGUST, choices);
    expect(selected[0]?.roomName).toBe('Double Room');
    expect(unavailable).toBe(true);
  });
});
