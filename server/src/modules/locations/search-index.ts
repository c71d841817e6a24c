import type { Airport } from '../../inventory/flights/data/airports.ts';
import type { FlightInventory } from '../../inventory/flights/inventory.ts';
import type { LocationSubType } from './constants.ts';
import type { Location } from './schemas.ts';

// Folds a text for matching: no accents, lower case, words separated by single spaces, so that
// "São Paulo–Guarulhos" reads "sao paulo guarulhos". Letters that Unicode does not decompose
// (ø, ł, ß…) are spelled out the way travellers type them.
const SPELLED: Record<string, string> = {
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ı: 'i',
};

export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øłđðþæœßı]/g, (letter) => SPELLED[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export interface IndexedLocation {
  location: Location;
  // ' ' + folded words, so that ' ' + keyword finds the start of any word.
  nameWords: string;
  cityWords: string;
  sizeRank: number;
  // Carrier routes (a city: of all its airports), then the longest runway.
  traffic: number;
  runwayFt: number;
}

export interface LocationIndex {
  entries: readonly IndexedLocation[];
  airports: readonly { airport: Airport; location: Location }[];
}

function indexAirport(inventory: FlightInventory, airport: Airport): IndexedLocation {
  return {
    location: {
      name: airport.name,
      iataCode: airport.code,
      cityName: airport.cityName,
      countryCode: airport.countryCode,
      subType: 'AIRPORT',
    },
    nameWords: ` ${foldText(airport.name)}`,
    cityWords: ` ${foldText(airport.cityName)}`,
    sizeRank: airport.sizeRank,
    traffic: inventory.network.routeCount(airport.code),
    runwayFt: airport.runwayFt ?? 0,
  };
}

export function buildLocationIndex(inventory: FlightInventory): LocationIndex {
  const airports = [...inventory.airports.values()].map((airport) =>
    indexAirport(inventory, airport),
  );
  const cities = [...inventory.cities.values()].map((city): IndexedLocation => {
    const members = city.airportCodes.map((code) => inventory.airports.get(code) as Airport);
    return {
      location: {
        name: city.name,
        iataCode: city.code,
        cityName: city.name,
        countryCode: city.countryCode,
        subType: 'CITY',
      },
      nameWords: ` ${foldText(city.name)}`,
      cityWords: ` ${foldText(city.name)}`,
      sizeRank: Math.max(...members.map((airport) => airport.sizeRank)),
      traffic: members.reduce(
        (sum, airport) => sum + inventory.network.routeCount(airport.code),
        0,
      ),
      runwayFt: Math.max(...members.map((airport) => airport.runwayFt ?? 0)),
    };
  });
  return {
    entries: [...cities, ...airports],
    airports: [...inventory.airports.values()].map((airport, index) => ({
      airport,
      location: (airports[index] as IndexedLocation).location,
    })),
  };
}

function compareEntries(code: string) {
  return (a: IndexedLocation, b: IndexedLocation) =>
    Number(b.location.iataCode === code) - Number(a.location.iataCode === code) ||
    b.sizeRank - a.sizeRank ||
    b.traffic - a.traffic ||
    b.runwayFt - a.runwayFt ||
    // A city before its own airport of the same code.
    Number(b.location.subType === 'CITY') - Number(a.location.subType === 'CITY') ||
    (a.location.iataCode < b.location.iataCode
      ? -1
      : a.location.iataCode > b.location.iataCode
        ? 1
        : 0);
}

export function searchLocations(
  index: LocationIndex,
  keyword: string,
  subType: LocationSubType | undefined,
  limit: number,
): Location[] {
  const folded = foldText(keyword);
  if (folded === '') return [];
  const wordStart = ` ${folded}`;
  const code = folded.replaceAll(' ', '').toUpperCase();
  const matches = index.entries.filter(
    (entry) =>
      (subType === undefined || entry.location.subType === subType) &&
      (entry.location.iataCode.startsWith(code) ||
        entry.nameWords.includes(wordStart) ||
        entry.cityWords.includes(wordStart)),
  );
  return matches
    .sort(compareEntries(code))
    .slice(0, limit)
    .map((entry) => entry.location);
}
