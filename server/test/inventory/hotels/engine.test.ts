import { nightCapacity, nothingSold, roomsLeft } from '../../../src/inventory/hotels/allotment.ts';
import { searchAvailability } from '../../../src/inventory/hotels/availability.ts';
import { buildCityHotels } from '../../../src/inventory/hotels/catalogue.ts';
import { CITY_RADIUS_KM, DESTINATION_HOTELS } from '../../../src/inventory/hotels/constants.ts';
import { cityCodeOfHotel, hotelCode } from '../../../src/inventory/hotels/destinations.ts';
import {
  loadHotelInventory,
  type HotelInventory,
} from '../../../src/inventory/hotels/inventory.ts';
import { decodeRateKey, encodeRateKey } from '../../../src/inventory/hotels/rate-key.ts';
import {
  priceHotelStay,
  stayNights,
  type StayRequest,
} from '../../../src/inventory/hotels/stay.ts';
import type { HotelOffer } from '../../../src/inventory/hotels/types.ts';
import { distanceKm } from '../../../src/inventory/shared/geo.ts';
import { parseAmount } from '../../../src/inventory/shared/money.ts';

// The hotel engine's properties: pure and deterministic, codes that name their city, allotments
// never below zero, prices whose parts add up, deadlines on the hotel's clock.
let inventory: HotelInventory;
beforeAll(async () => {
  inventory = await loadHotelInventory();
});

const request = (overrides: Partial<StayRequest> = {}): StayRequest & { nowMs: number } => ({
  checkIn: '2026-07-10',
  checkOut: '2026-07-13',
  groups: [{ rooms: 1, adults: 2, childAges: [] }],
  currency: 'USD',
  today: '2026-06-01',
  nowMs: Date.parse('2026-06-01T08:00:00Z'),
  ...overrides,
});

const city = (code: string) => inventory.destinations.get(code)!;

function search(code: string, overrides: Partial<StayRequest> = {}): HotelOffer[] {
  const found = searchAvailability(
    inventory.inCity(city(code)),
    request(overrides),
    nothingSold,
    {},
    'price',
  );
  return found.hotels.map(found.build);
}

describe('the catalogue', () => {
  it('has hotels in hundreds of the largest cities, and 80 or more in the six biggest destinations', () => {
    expect(inventory.destinations.size).toBeGreaterThan(450);
    for (const code of ['DXB', 'PAR', 'LON', 'CAI', 'IST', 'NYC']) {
      expect(inventory.hotelsOf(city(code)).length).toBeGreaterThanOrEqual(80);
      expect(DESTINATION_HOTELS[code]).toBeGreaterThanOrEqual(80);
    }
    const counts = [...inventory.destinations.values()].map((each) => each.hotelCount);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(4);
  });

  it('is the same every time it is built', () => {
    const paris = city('PAR');
    expect(JSON.stringify(buildCityHotels(paris))).toBe(JSON.stringify(buildCityHotels(paris)));
  });

  it('gives every hotel a unique code that names its city, a unique name and a place near the city', () => {
    for (const code of ['DXB', 'PAR', 'LON', 'CAI', 'IST', 'NYC', 'SYD', 'RIO']) {
      const destination = city(code);
      const hotels = inventory.hotelsOf(destination);
      expect(new Set(hotels.map((hotel) => hotel.code)).size).toBe(hotels.length);
      expect(new Set(hotels.map((hotel) => hotel.name)).size).toBe(hotels.length);
      for (const hotel of hotels) {
        expect(cityCodeOfHotel(hotel.code)).toBe(code);
        expect(inventory.hotel(hotel.code)).toBe(hotel);
        const nearCentre = distanceKm(hotel, destination) <= CITY_RADIUS_KM + 0.5;
        const nearAirport = distanceKm(hotel, destination.airport) <= 3.5;
        expect(nearCentre || nearAirport).toBe(true);
        expect(hotel.stars).toBeGreaterThanOrEqual(1);
        expect(hotel.stars).toBeLessThanOrEqual(5);
        expect(hotel.guestScore).toBeGreaterThanOrEqual(1);
        expect(hotel.guestScore).toBeLessThanOrEqual(5);
        expect(hotel.rooms.length).toBeGreaterThan(0);
        expect(hotel.boards[0]).toBe('RO');
      }
    }
    expect(cityCodeOfHotel(hotelCode('PAR', 7))).toBe('PAR');
    expect(cityCodeOfHotel(12)).toBeNull();
  });

  it('names no hotel after a real chain', () => {
    const brands =
      /hilton|marriott|hyatt|sheraton|radisson|novotel|ibis|rotana|jumeirah|ritz|four seasons|intercontinental|holiday inn|accor|kempinski|fairmont|sofitel|m[oö]venpick|shangri|mandarin|indigo|premier inn|westin/i;
    for (const destination of inventory.destinations.values()) {
      for (const hotel of inventory.hotelsOf(destination)) expect(hotel.name).not.toMatch(brands);
    }
  });
});

describe('rates', () => {
  it('are the same for the same stay, party and day', () => {
    expect(JSON.stringify(search('DXB'))).toBe(JSON.stringify(search('DXB')));
  });

  it('add up: net is the nights of every room, total is net + fee + tax at the hotel', () => {
    for (const hotel of search('PAR', { groups: [{ rooms: 2, adults: 2, childAges: [4] }] })) {
      for (const rate of hotel.rooms.flatMap((room) => room.rates)) {
        const nights = rate.dailyRates.reduce((sum, day) => sum + parseAmount(day.dailyNet), 0);
        expect(nights * rate.rooms).toBe(parseAmount(rate.net));
        const atHotel = rate.taxes.taxes.filter((tax) => !tax.included);
        expect(parseAmount(rate.total)).toBe(
          parseAmount(rate.net) +
            parseAmount(rate.serviceFee) +
            atHotel.reduce((sum, tax) => sum + parseAmount(tax.amount), 0),
        );
        expect(rate.taxes.allIncluded).toBe(atHotel.length === 0);
      }
    }
  });

  it('cost more for more stars, at weekends, for more guests and for children by age', () => {
    const average = (offers: HotelOffer[], stars: number) => {
      const totals = offers
        .filter((hotel) => hotel.rating === stars)
        .map((hotel) => parseAmount(hotel.price.total));
      return totals.reduce((sum, total) => sum + total, 0) / totals.length;
    };
    const london = search('LON');
    expect(average(london, 5)).toBeGreaterThan(average(london, 3));
    expect(average(london, 3)).toBeGreaterThan(average(london, 1));
    const total = (overrides: Partial<StayRequest>) =>
      search('LON', overrides).reduce((sum, hotel) => sum + parseAmount(hotel.price.total), 0);
    // Friday and Saturday nights against Monday and Tuesday nights, same month.
    expect(total({ checkIn: '2026-07-17', checkOut: '2026-07-19' })).toBeGreaterThan(
      total({ checkIn: '2026-07-13', checkOut: '2026-07-15' }),
    );
    const baby = total({ groups: [{ rooms: 1, adults: 2, childAges: [1] }] });
    const child = total({ groups: [{ rooms: 1, adults: 2, childAges: [8] }] });
    const teen = total({ groups: [{ rooms: 1, adults: 2, childAges: [15] }] });
    expect(child).toBeGreaterThan(baby);
    expect(teen).toBeGreaterThan(child);
  });

  it('never show fewer than 0 rooms left, and leave out a room type sold out on any night', () => {
    const hotel = inventory.hotelsOf(city('CAI'))[0]!;
    const room = hotel.rooms[0]!;
    const nights = stayNights('2026-07-10', '2026-07-13');
    for (const night of nights) {
      const capacity = nightCapacity(hotel, room, night);
      expect(capacity).toBeGreaterThan(0);
      expect(capacity).toBeLessThanOrEqual(room.allotment);
      expect(roomsLeft(capacity, capacity + 5)).toBe(0);
    }
    const oversold = (_hotel: number, roomCode: string, night: string) =>
      roomCode === room.code && night === nights[1] ? 99 : 0;
    const stay = priceHotelStay(hotel, request(), oversold);
    const codes = stay?.options.flat().map((option) => option.room.code) ?? [];
    expect(codes).not.toContain(room.code);
    for (const option of stay?.options.flat() ?? []) expect(option.roomsLeft).toBeGreaterThan(0);
  });

  it('put the free-cancellation deadline 24 hours before check-in on the hotel’s clock', () => {
    const cases = [
      ['PAR', '+02:00'],
      ['DXB', '+04:00'],
      ['NYC', '-04:00'],
      ['SYD', '+10:00'],
    ] as const;
    for (const [code, offset] of cases) {
      const [hotel] = search(code);
      const rate = hotel!.rooms
        .flatMap((room) => room.rates)
        .find((each) => each.rateClass === 'NOR')!;
      const checkInTime = inventory.hotel(hotel!.code)!.checkIn;
      expect(rate.freeCancellationUntil).toBe(`2026-07-09T${checkInTime}:00`);
      expect(rate.cancellationPolicies[0]!.from).toBe(`2026-07-09T${checkInTime}:00${offset}`);
      expect(rate.cancellationPolicies[0]!.amount).toBe(rate.dailyRates[0]!.dailyNet);
    }
  });

  it('name themselves in rate keys that decode back, and refuse what is not a key', () => {
    const [hotel] = search('IST', { groups: [{ rooms: 1, adults: 2, childAges: [3, 9] }] });
    const rate = hotel!.rooms[0]!.rates[0]!;
    expect(decodeRateKey(rate.rateKey)).toEqual({
      hotelCode: hotel!.code,
      roomCode: hotel!.rooms[0]!.code,
      board: rate.boardCode,
      rateClass: rate.rateClass,
      checkIn: '2026-07-10',
      checkOut: '2026-07-13',
      rooms: 1,
      adults: 2,
      childAges: [3, 9],
      currency: 'USD',
      totalMinor: parseAmount(rate.total),
    });
    const fields = decodeRateKey(rate.rateKey)!;
    expect(decodeRateKey(encodeRateKey(fields))).toEqual(fields);
    for (const bad of ['', 'x', Buffer.from('H1|1|2|3').toString('base64url'), '%%%']) {
      expect(decodeRateKey(bad)).toBeNull();
    }
  });
});
