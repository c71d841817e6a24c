import { distanceKm } from '../../shared/geo.ts';
import { compareText } from '../../shared/random.ts';
import { isKnownTimeZone } from '../../shared/time.ts';
import { METRO_AREAS } from './metro-areas.ts';
import type { OpenTravelAirport, OurAirportsRecord } from './sources.ts';

export type AirportSize = 'large' | 'medium' | 'small';

export interface Airport {
  code: string;
  name: string;
  cityName: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  size: AirportSize;
  // 3 large, 2 medium, 1 small: what orderings compare.
  sizeRank: number;
  // Longest runway in feet, when OurAirports knows it.
  runwayFt: number | null;
}

export interface City {
  code: string;
  name: string;
  countryCode: string;
  // Largest first.
  airportCodes: readonly string[];
}

const SIZES: Record<string, AirportSize> = {
  large_airport: 'large',
  medium_airport: 'medium',
  small_airport: 'small',
};
const SIZE_RANK: Record<AirportSize, number> = { large: 3, medium: 2, small: 1 };

// OurAirports files some places that are not passenger airports under an airport type with
// scheduled service: heliports, seaplane bases, military fields, railway stations, and whole
// metropolitan areas (PAR, BAK). They are left out by name.
const NOT_AN_AIRPORT =
  /heliport|helipad|sea ?plane|hovercraft|\barmy\b|air force|\bafb\b|naval|coast guard|metropolitan|\bstation\b|\bgare\b|\bnull\b/i;

// When Open Travel Data has no entry, the city is the airport's name without the usual words.
const AIRPORT_WORDS =
  /\b(international|intl|regional|municipal|domestic|national|airport|airfield|aerodrome|airstrip|field|county)\b|\(.*?\)/gi;

function cityFromName(name: string): string {
  const city = name.replace(AIRPORT_WORDS, ' ').replace(/\s+/g, ' ').trim();
  return city === '' ? name : city;
}

// Airports with an IATA code and scheduled service, joined with Open Travel Data for the city and
// the time zone (OurAirports' zone when OTD has none); an airport whose zone Intl does not know is
// dropped, so every time the engine shows is right.
export function buildAirports(
  records: readonly OurAirportsRecord[],
  openTravel: { geo: Record<string, OpenTravelAirport>; zones: Record<string, string> },
): Airport[] {
  const metroNames = new Map<string, string>();
  for (const metro of METRO_AREAS) {
    for (const code of metro.airports) metroNames.set(code, metro.name);
  }
  const airports = new Map<string, Airport>();
  for (const record of records) {
    const code = record.iata;
    const size = SIZES[record.type];
    const scheduled = record.scheduled_service === true || record.scheduled_service === 'TRUE';
    if (!size || !scheduled || !/^[A-Z]{3}$/.test(code ?? '') || airports.has(code)) continue;
    if (NOT_AN_AIRPORT.test(record.airport)) continue;
    const otd = openTravel.geo[code];
    const timeZone = [openTravel.zones[code], record.time].find(
      (zone): zone is string => typeof zone === 'string' && isKnownTimeZone(zone),
    );
    const latitude = Number(record.latitude);
    const longitude = Number(record.longitude);
    if (!timeZone || !Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    const runway = Number(record.runway_length);
    airports.set(code, {
      code,
      name: otd?.name || record.airport,
      cityName: metroNames.get(code) ?? (otd?.city || cityFromName(record.airport)),
      countryCode: record.country_code,
      latitude,
      longitude,
      timeZone,
      size,
      sizeRank: SIZE_RANK[size],
      runwayFt: Number.isFinite(runway) && runway > 0 ? runway : null,
    });
  }
  return [...airports.values()].sort((a, b) => compareText(a.code, b.code));
}

// Airports of the same city: by name and country, within 100 km of the city's largest airport
// (so Albany, New York and Albany, Georgia stay apart).
const SAME_CITY_KM = 100;

// Every city once: the metropolitan areas with their own codes, then every other city under the
// code of its largest airport.
export function buildCities(
  airports: readonly Airport[],
  importance: (airport: Airport) => number,
): City[] {
  const byCode = new Map(airports.map((airport) => [airport.code, airport]));
  const cities: City[] = [];
  const inMetro = new Set<string>();
  for (const metro of METRO_AREAS) {
    const members = metro.airports.filter((code) => byCode.has(code));
    if (members.length === 0) continue;
    members.forEach((code) => inMetro.add(code));
    cities.push({
      code: metro.code,
      name: metro.name,
      countryCode: metro.countryCode,
      airportCodes: members,
    });
  }
  const groups = new Map<string, Airport[]>();
  for (const airport of airports) {
    if (inMetro.has(airport.code)) continue;
    const key = `${airport.cityName}|${airport.countryCode}`;
    const group = groups.get(key);
    if (group) group.push(airport);
    else groups.set(key, [airport]);
  }
  const cityCodes = new Set(cities.map((city) => city.code));
  for (const group of groups.values()) {
    let rest = [...group].sort(
      (a, b) => importance(b) - importance(a) || compareText(a.code, b.code),
    );
    while (rest.length > 0) {
      const main = rest[0] as Airport;
      const members = rest.filter((airport) => distanceKm(main, airport) <= SAME_CITY_KM);
      rest = rest.filter((airport) => !members.includes(airport));
      if (cityCodes.has(main.code)) continue;
      cityCodes.add(main.code);
      cities.push({
        code: main.code,
        name: main.cityName,
        countryCode: main.countryCode,
        airportCodes: members.map((airport) => airport.code),
      });
    }
  }
  return cities;
}
