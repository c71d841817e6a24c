import type { Cabin } from '../constants.ts';

export interface AircraftType {
  // IATA aircraft type code, as Amadeus gives it in aircraft.code.
  code: string;
  name: string;
  rangeKm: number;
  cruiseKmh: number;
  wideBody: boolean;
  // A typical full-service layout; a cabin missing here is not sold on this type. Low-cost
  // carriers without a business cabin fly the same type all-economy (every seat, see seats.ts).
  seats: Partial<Record<Cabin, number>>;
}

const types: AircraftType[] = [
  {
    code: '388',
    name: 'Airbus A380-800',
    rangeKm: 14_800,
    cruiseKmh: 900,
    wideBody: true,
    seats: { FIRST: 14, BUSINESS: 76, PREMIUM_ECONOMY: 56, ECONOMY: 338 },
  },
  {
    code: '77W',
    name: 'Boeing 777-300ER',
    rangeKm: 13_600,
    cruiseKmh: 890,
    wideBody: true,
    seats: { FIRST: 8, BUSINESS: 42, PREMIUM_ECONOMY: 24, ECONOMY: 280 },
  },
  {
    code: '359',
    name: 'Airbus A350-900',
    rangeKm: 15_000,
    cruiseKmh: 900,
    wideBody: true,
    seats: { BUSINESS: 36, PREMIUM_ECONOMY: 24, ECONOMY: 250 },
  },
  {
    code: '789',
    name: 'Boeing 787-9',
    rangeKm: 14_000,
    cruiseKmh: 900,
    wideBody: true,
    seats: { BUSINESS: 28, PREMIUM_ECONOMY: 21, ECONOMY: 240 },
  },
  {
    code: '333',
    name: 'Airbus A330-300',
    rangeKm: 11_000,
    cruiseKmh: 870,
    wideBody: true,
    seats: { BUSINESS: 30, ECONOMY: 260 },
  },
  {
    code: '32Q',
    name: 'Airbus A321neo',
    rangeKm: 6_800,
    cruiseKmh: 830,
    wideBody: false,
    seats: { BUSINESS: 16, ECONOMY: 180 },
  },
  {
    code: '32N',
    name: 'Airbus A320neo',
    rangeKm: 6_300,
    cruiseKmh: 830,
    wideBody: false,
    seats: { BUSINESS: 12, ECONOMY: 156 },
  },
  {
    code: '320',
    name: 'Airbus A320',
    rangeKm: 5_700,
    cruiseKmh: 830,
    wideBody: false,
    seats: { BUSINESS: 12, ECONOMY: 150 },
  },
  {
    code: '7M8',
    name: 'Boeing 737 MAX 8',
    rangeKm: 6_500,
    cruiseKmh: 830,
    wideBody: false,
    seats: { BUSINESS: 12, ECONOMY: 162 },
  },
  {
    code: '738',
    name: 'Boeing 737-800',
    rangeKm: 5_400,
    cruiseKmh: 830,
    wideBody: false,
    seats: { BUSINESS: 12, ECONOMY: 150 },
  },
  {
    code: 'E90',
    name: 'Embraer 190',
    rangeKm: 4_000,
    cruiseKmh: 800,
    wideBody: false,
    seats: { BUSINESS: 8, ECONOMY: 92 },
  },
  {
    code: 'AT7',
    name: 'ATR 72',
    rangeKm: 1_500,
    cruiseKmh: 510,
    wideBody: false,
    seats: { ECONOMY: 70 },
  },
];

export const AIRCRAFT: ReadonlyMap<string, AircraftType> = new Map(
  types.map((type) => [type.code, type]),
);

export function aircraftType(code: string): AircraftType {
  const type = AIRCRAFT.get(code);
  if (!type) throw new Error(`unknown aircraft type ${code}`);
  return type;
}
