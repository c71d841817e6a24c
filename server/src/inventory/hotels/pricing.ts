import type { CurrencyCode } from '../shared/currencies.ts';
import { toMinorUnits } from '../shared/money.ts';
import { seededRandom } from '../shared/random.ts';
import { dayNumber, weekday } from '../shared/time.ts';
import {
  BOARD_MULTIPLES,
  BREAKFAST_BASE_USD,
  BREAKFAST_PER_STAR_USD,
  CHILD_AGE_SHARES,
  CHILD_MEAL_SHARES,
  DAYS_AHEAD_FACTOR,
  EXTRA_ADULT_SHARE,
  GULF_COUNTRIES,
  NIGHT_NOISE,
  NRF_DISCOUNT,
  PROPERTY_TYPE_FACTORS,
  SCARCITY_PREMIUM_MAX,
  SEASON_FACTORS,
  SERVICE_FEE_RATE,
  SINGLE_USE_FACTOR,
  STAR_BASE_USD,
  WEEKDAY_NIGHT_FACTORS,
  type BoardCode,
  type RateClass,
} from './constants.ts';
import type { Destination } from './destinations.ts';
import type { Hotel, RoomType } from './types.ts';

// What a stay costs (README.md, "Rates"). Every price is worked out per room and night in US
// dollars, converted into whole minor units of the currency once per night, and only then
// multiplied and added, so the parts of a rate always add up to its total exactly.

// One room's guests: adults and the age of each child.
export interface RoomOccupancy {
  adults: number;
  childAges: readonly number[];
}

const gulf = new Set<string>(GULF_COUNTRIES);

export function seasonFactor(destination: Destination, night: string): number {
  const month = Number(night.slice(5, 7)) - 1;
  const table = gulf.has(destination.countryCode)
    ? SEASON_FACTORS.gulf
    : Math.abs(destination.latitude) < 15
      ? SEASON_FACTORS.tropics
      : destination.latitude < 0
        ? SEASON_FACTORS.south
        : SEASON_FACTORS.north;
  return table[month] as number;
}

// How busy a night is in a city (0.6–1.5): the season and the day of the week.
export const demandOf = (destination: Destination, night: string) =>
  seasonFactor(destination, night) * (WEEKDAY_NIGHT_FACTORS[weekday(night)] as number);

export function daysAheadFactor(daysAhead: number): number {
  const { floor, lastMinute, days } = DAYS_AHEAD_FACTOR;
  return floor + lastMinute * Math.exp(-Math.max(0, daysAhead) / days);
}

// 1 while the allotment is whole, up to 1 + SCARCITY_PREMIUM_MAX as its last room sells.
export function scarcityFactor(roomsLeft: number, allotment: number): number {
  const gone = Math.min(1, Math.max(0, 1 - roomsLeft / Math.max(1, allotment)));
  return 1 + SCARCITY_PREMIUM_MAX * gone * gone;
}

// A hotel's rate for a room for two on a night, before board, occupancy and scarcity (US dollars).
export function roomNightUsd(hotel: Hotel, room: RoomType, night: string, today: string): number {
  const destination = hotel.destination;
  const noise = 1 + NIGHT_NOISE * (2 * seededRandom('night', hotel.code, night)() - 1);
  return (
    STAR_BASE_USD[hotel.stars] *
    PROPERTY_TYPE_FACTORS[hotel.propertyType] *
    destination.costLevel *
    hotel.priceLevel *
    room.factor *
    demandOf(destination, night) *
    noise *
    daysAheadFactor(dayNumber(night) - dayNumber(today))
  );
}

const shareByAge = (shares: readonly { under: number; share: number }[], age: number) =>
  shares.find((band) => age < band.under)?.share ?? 1;

// The room price for these guests as a multiple of the price for two: one guest pays less, a
// third adult more, children by age (an infant nothing). A dormitory bed is one guest's.
export function occupancyFactor(room: RoomType, occupancy: RoomOccupancy): number {
  if (room.perBed) return 1;
  let factor = occupancy.adults === 1 && occupancy.childAges.length === 0 ? SINGLE_USE_FACTOR : 1;
  factor += Math.max(0, occupancy.adults - 2) * EXTRA_ADULT_SHARE;
  for (const age of occupancy.childAges) factor += shareByAge(CHILD_AGE_SHARES, age);
  return factor;
}

// The board's meals for the room's guests for a night (US dollars).
export function boardNightUsd(hotel: Hotel, board: BoardCode, occupancy: RoomOccupancy): number {
  const multiple = BOARD_MULTIPLES[board];
  if (multiple === 0) return 0;
  const perPerson =
    (BREAKFAST_BASE_USD + BREAKFAST_PER_STAR_USD * hotel.stars) *
    hotel.destination.costLevel *
    multiple;
  let people = occupancy.adults;
  for (const age of occupancy.childAges) people += shareByAge(CHILD_MEAL_SHARES, age);
  return perPerson * people;
}

// What a rate costs for `rooms` rooms of one occupancy over the stay, in minor units.
export interface RatePrice {
  // Per room, each night (room, board, occupancy, scarcity, rate class).
  nightlyMinor: readonly number[];
  // Every room, every night: the hotel's price, its included taxes within it.
  netMinor: number;
  includedTaxMinor: number;
  // Levies paid at the hotel on arrival (not part of net).
  atPropertyMinor: number;
  serviceFeeMinor: number;
  // net + service fee + at property: everything the stay costs.
  totalMinor: number;
  // What a late cancellation costs: the first night of every room.
  firstNightMinor: number;
}

export interface RateInput {
  hotel: Hotel;
  room: RoomType;
  board: BoardCode;
  rateClass: RateClass;
  rooms: number;
  occupancy: RoomOccupancy;
  currency: CurrencyCode;
  // The room's nightly prices for two before board and occupancy (roomNightUsd).
  roomNightsUsd: readonly number[];
  // The fewest rooms left of this type on any night of the stay.
  roomsLeft: number;
}

export function priceRate(input: RateInput): RatePrice {
  const { hotel, room, board, rateClass, rooms, occupancy, currency } = input;
  const factor = occupancyFactor(room, occupancy) * scarcityFactor(input.roomsLeft, room.allotment);
  const boardUsd = boardNightUsd(hotel, board, occupancy);
  const discount = rateClass === 'NRF' ? 1 - NRF_DISCOUNT : 1;
  const nightlyMinor = input.roomNightsUsd.map((usd) =>
    toMinorUnits((usd * factor + boardUsd) * discount, currency),
  );
  const netMinor = rooms * nightlyMinor.reduce((sum, minor) => sum + minor, 0);
  const taxes = hotel.destination.taxes;
  const levy = taxes.atProperty;
  const atPropertyMinor = levy
    ? toMinorUnits(levy.usdByStars[hotel.stars - 1] as number, currency) *
      (levy.per === 'room' ? rooms : rooms * occupancy.adults) *
      nightlyMinor.length
    : 0;
  const serviceFeeMinor = Math.round(netMinor * SERVICE_FEE_RATE);
  return {
    nightlyMinor,
    netMinor,
    includedTaxMinor: Math.round((netMinor * taxes.included) / (1 + taxes.included)),
    atPropertyMinor,
    serviceFeeMinor,
    totalMinor: netMinor + serviceFeeMinor + atPropertyMinor,
    firstNightMinor: rooms * (nightlyMinor[0] ?? 0),
  };
}
