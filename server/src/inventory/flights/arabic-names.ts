import { ARABIC_CITY_NAMES } from '../shared/arabic-city-names.ts';
import type { Airport, City } from './data/airports.ts';
import { ARABIC_AIRPORT_NAMES } from './data/arabic-airport-names.ts';

// Every airport's and city's name in Arabic, for the location search and the flight screens.
//
// A city: its Arabic name (shared/arabic-city-names.ts), else its English one, as Arabic travel
// sites write smaller foreign places. An airport: its own Arabic name (data/arabic-airport-names.ts:
// the Arab world and the airports of large shared cities), else, when its city has an Arabic name,
// one made the way Arabic airline sites make them:
// - "مطار" + the city, + "الدولي" when the English name says International: "مطار أتلانتا الدولي";
// - for an airport other than its city's main one (the largest), + " – " + what tells it from the
//   main one, in Latin letters (its English name without the city and the words every airport
//   has): "مطار ملبورن – Avalon" beside "مطار ملبورن". A traveller reads the city first, then the
//   name on the airport's own signs.
// Else the English name: an airport whose city Arabic speakers rarely fly to is searched in Latin.
export interface ArabicNames {
  // By city code.
  cities: ReadonlyMap<string, string>;
  // By airport code.
  airports: ReadonlyMap<string, { name: string; cityName: string }>;
}

const AIRPORT_WORDS =
  /\b(international|intl|regional|municipal|domestic|national|airport|airfield|aerodrome|apt|field|aws)\b/gi;

// What tells an airport from the others of its city: "Avalon" for "Avalon Airport" in Melbourne.
function distinguishingPart(airport: Airport): string {
  const cityWords = new Set(airport.cityName.toLowerCase().split(/[^\p{L}]+/u));
  return airport.name
    .replace(AIRPORT_WORDS, ' ')
    .split(/\s+/)
    .filter((word) => word !== '' && !cityWords.has(word.toLowerCase()))
    .join(' ')
    .replace(/^[-–/\s]+|[-–/\s]+$/g, '');
}

// An airport's and its city's names in English and in Arabic: what a location suggestion and each
// end of a flight in an offer say of the airport.
export interface PlaceNames {
  name: string;
  nameAr: string;
  cityName: string;
  cityNameAr: string;
}

export function airportNames(names: ArabicNames, airport: Airport): PlaceNames {
  const arabic = names.airports.get(airport.code);
  return {
    name: airport.name,
    nameAr: arabic?.name ?? airport.name,
    cityName: airport.cityName,
    cityNameAr: arabic?.cityName ?? airport.cityName,
  };
}

export function arabicAirportName(
  airport: Airport,
  cityAr: string | undefined,
  secondary: boolean,
): string {
  const own = ARABIC_AIRPORT_NAMES[airport.code];
  if (own) return own;
  if (!cityAr) return airport.name;
  const international = /\binternational\b/i.test(airport.name) ? ' الدولي' : '';
  const part = secondary ? distinguishingPart(airport) : '';
  return `مطار ${cityAr}${international}${part ? ` – ${part}` : ''}`;
}

export function buildArabicNames(
  airports: ReadonlyMap<string, Airport>,
  cities: ReadonlyMap<string, City>,
): ArabicNames {
  const cityNames = new Map<string, string>();
  const airportNames = new Map<string, { name: string; cityName: string }>();
  for (const city of cities.values()) {
    const cityAr = ARABIC_CITY_NAMES[city.code];
    cityNames.set(city.code, cityAr ?? city.name);
    for (const [at, code] of city.airportCodes.entries()) {
      const airport = airports.get(code) as Airport;
      // An airport in two cities (a metropolitan code and its own) is named by the first.
      if (airportNames.has(code)) continue;
      airportNames.set(code, {
        name: arabicAirportName(airport, cityAr, at > 0),
        cityName: cityAr ?? airport.cityName,
      });
    }
  }
  for (const airport of airports.values()) {
    if (!airportNames.has(airport.code)) {
      airportNames.set(airport.code, {
        name: ARABIC_AIRPORT_NAMES[airport.code] ?? airport.name,
        cityName: airport.cityName,
      });
    }
  }
  return { cities: cityNames, airports: airportNames };
}
