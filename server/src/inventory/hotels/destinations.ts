import type { Airport } from '../flights/data/airports.ts';
import type { FlightInventory } from '../flights/inventory.ts';
import { distanceKm } from '../shared/geo.ts';
import { compareText } from '../shared/random.ts';
import {
  CITY_HOTELS_MAX,
  CITY_HOTELS_MIN,
  CITY_HOTELS_PER_DOUBLING,
  DESTINATION_HOTELS,
  SAME_PLACE_KM,
} from './constants.ts';
import { ARABIC_CITY_NAMES } from '../shared/arabic-city-names.ts';
import { LARGEST_CITIES, TRAVEL_DESTINATIONS, type CityRecord } from './data/cities.ts';
import {
  CITY_COST_LEVELS,
  COUNTRY_COST_LEVELS,
  COUNTRY_TAX_RULES,
  DEFAULT_COST_LEVEL,
  DEFAULT_TAX_RULE,
  type TaxRule,
} from './data/countries.ts';

// A city with hotels: one of the world's largest cities that is also a city of the flight
// inventory (it has an airport with scheduled service), under that city's code, so the code a
// traveller picks in the location search (?subType=CITY) is the destination of a hotel search.
export interface Destination {
  code: string;
  // Its place in the code order: the hotel codes of the city start from it (see hotelCodeBase).
  name: string;
  nameAr: string;
  countryCode: string;
  // The real centre of the city (not its airport).
  latitude: number;
  longitude: number;
  timeZone: string;
  population: number;
  // Its main airport, where the airport zone's hotels are.
  airport: { code: string; latitude: number; longitude: number };
  hotelCount: number;
  costLevel: number;
  taxes: TaxRule;
}

// Hotel codes are numbers, as Hotelbeds' are, and say their city: 100000 + the city code read
// as a base-26 number × 100 + the hotel's number in its city (1–99). Stable whatever else the
// data holds, and a code alone finds its city (hotel details, rate keys).
const HOTEL_CODE_OFFSET = 100_000;

function cityNumber(code: string): number {
  let number = 0;
  for (const letter of code) number = number * 26 + (letter.charCodeAt(0) - 65);
  return number;
}

export const hotelCode = (cityCode: string, index: number) =>
  HOTEL_CODE_OFFSET + cityNumber(cityCode) * 100 + index;

export function cityCodeOfHotel(code: number): string | null {
  if (!Number.isSafeInteger(code) || code < HOTEL_CODE_OFFSET) return null;
  let number = Math.floor((code - HOTEL_CODE_OFFSET) / 100);
  if (number >= 26 ** 3 || code % 100 === 0) return null;
  let text = '';
  for (let letter = 0; letter < 3; letter++) {
    text = String.fromCharCode(65 + (number % 26)) + text;
    number = Math.floor(number / 26);
  }
  return text;
}

// 4 hotels at a million people, 14 more each time the population doubles, at most 60; the
// destinations travellers flock to have their own count (DESTINATION_HOTELS).
function hotelCountOf(code: string, population: number): number {
  const listed = DESTINATION_HOTELS[code];
  if (listed !== undefined) return listed;
  const grown =
    CITY_HOTELS_MIN + CITY_HOTELS_PER_DOUBLING * Math.log2(Math.max(1, population / 1_000_000));
  return Math.min(CITY_HOTELS_MAX, Math.round(grown));
}

// Names compared without accents or letter case ("Montréal", "MONTREAL").
const plainName = (name: string) =>
  name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

interface FlightCity {
  code: string;
  name: string;
  countryCode: string;
  airport: Airport;
}

// The list's cities, largest first, each matched with the flight inventory's city of the same
// name and country whose main airport is within SAME_PLACE_KM, else the busiest such city of the
// same country (København is Copenhagen, not its seaplane base). A flight city goes to the
// largest city that claims it (Giza's airport city is Cairo's).
export function buildDestinations(
  flights: FlightInventory,
  records: readonly CityRecord[] = [...LARGEST_CITIES, ...TRAVEL_DESTINATIONS],
): Destination[] {
  const byCountry = new Map<string, FlightCity[]>();
  for (const city of flights.cities.values()) {
    const airport = flights.airports.get(city.airportCodes[0] ?? '');
    if (!airport) continue;
    const list = byCountry.get(city.countryCode) ?? [];
    list.push({ code: city.code, name: city.name, countryCode: city.countryCode, airport });
    byCountry.set(city.countryCode, list);
  }
  const taken = new Set<string>();
  const destinations: Destination[] = [];
  for (const [name, countryCode, latitude, longitude, population] of records) {
    const centre = { latitude, longitude };
    const near = (byCountry.get(countryCode) ?? [])
      .filter((city) => distanceKm(centre, city.airport) <= SAME_PLACE_KM)
      .map((city) => ({ city, importance: flights.importance(city.airport) }))
      .sort((a, b) => b.importance - a.importance || compareText(a.city.code, b.city.code));
    const folded = plainName(name);
    const match = near.find(({ city }) => plainName(city.name) === folded) ?? near[0];
    if (!match || taken.has(match.city.code)) continue;
    const { city } = match;
    taken.add(city.code);
    destinations.push({
      code: city.code,
      name: city.name,
      nameAr: ARABIC_CITY_NAMES[city.code] ?? city.name,
      countryCode,
      latitude,
      longitude,
      timeZone: city.airport.timeZone,
      population,
      airport: {
        code: city.airport.code,
        latitude: city.airport.latitude,
        longitude: city.airport.longitude,
      },
      hotelCount: hotelCountOf(city.code, population),
      costLevel:
        CITY_COST_LEVELS[city.code] ?? COUNTRY_COST_LEVELS[countryCode] ?? DEFAULT_COST_LEVEL,
      taxes: COUNTRY_TAX_RULES[countryCode] ?? DEFAULT_TAX_RULE,
    });
  }
  return destinations.sort((a, b) => compareText(a.code, b.code));
}
