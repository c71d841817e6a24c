import { arabicAirportName } from '../../../src/inventory/flights/arabic-names.ts';
import type { Airport } from '../../../src/inventory/flights/data/airports.ts';
import { ARABIC_AIRPORT_NAMES } from '../../../src/inventory/flights/data/arabic-airport-names.ts';
import { CARRIERS } from '../../../src/inventory/flights/data/carriers.ts';
import {
  loadFlightInventory,
  type FlightInventory,
} from '../../../src/inventory/flights/inventory.ts';
import { buildDestinations } from '../../../src/inventory/hotels/destinations.ts';
import { ARABIC_CITY_NAMES } from '../../../src/inventory/shared/arabic-city-names.ts';

// The Arabic names cover what the issue promised: every airport and city of the Arab world, every
// one of the ~600 largest cities (and the travel destinations) that has an airport, every airline.

const ARAB_WORLD = new Set(
  'AE SA QA BH KW OM YE IQ SY JO LB PS EG SD LY TN DZ MA MR SO DJ KM'.split(' '),
);
// Arabic letters and spaces only (a shadda is a mark, kept in عمّان); no Latin left behind.
const ARABIC_TEXT = /^(?:[\u0621-\u064A ]|\u0651)+$/;

let inventory: FlightInventory;
beforeAll(async () => {
  inventory = await loadFlightInventory();
});

const arabWorldAirports = () =>
  [...inventory.airports.values()].filter((airport) => ARAB_WORLD.has(airport.countryCode));

describe('Arabic names', () => {
  it('name every airport of the Arab world by its own Arabic name, and its city', () => {
    const airports = arabWorldAirports();
    expect(airports.length).toBeGreaterThan(150);
    for (const airport of airports) {
      expect([airport.code, ARABIC_AIRPORT_NAMES[airport.code]]).toEqual([
        airport.code,
        expect.stringMatching(/^مطار /),
      ]);
      const names = inventory.arabicNames.airports.get(airport.code);
      expect([airport.code, names?.cityName]).toEqual([
        airport.code,
        expect.stringMatching(ARABIC_TEXT),
      ]);
    }
  });

  it('name every city of the Arab world and every hotel destination (the largest cities)', () => {
    const arabCities = [...inventory.cities.values()].filter((city) =>
      ARAB_WORLD.has(city.countryCode),
    );
    const destinations = buildDestinations(inventory);
    expect(destinations.length).toBeGreaterThan(480);
    for (const { code } of [...arabCities, ...destinations]) {
      expect([code, ARABIC_CITY_NAMES[code]]).toEqual([code, expect.stringMatching(ARABIC_TEXT)]);
      expect(inventory.arabicNames.cities.get(code)).toBe(ARABIC_CITY_NAMES[code]);
    }
    const hotelNames = new Map(destinations.map((city) => [city.code, city.nameAr]));
    expect(hotelNames.get('CAI')).toBe('القاهرة');
    expect(hotelNames.get('LON')).toBe('لندن');
  });

  it('name every airline in Arabic', () => {
    for (const carrier of CARRIERS) {
      expect([carrier.code, carrier.nameAr]).toEqual([
        carrier.code,
        expect.stringMatching(ARABIC_TEXT),
      ]);
    }
    const names = new Map(CARRIERS.map((carrier) => [carrier.code, carrier.nameAr]));
    expect(names.get('EK')).toBe('طيران الإمارات');
    expect(names.get('QR')).toBe('الخطوط الجوية القطرية');
    expect(names.get('EY')).toBe('الاتحاد للطيران');
    expect(names.get('MS')).toBe('مصر للطيران');
    expect(names.get('TK')).toBe('الخطوط الجوية التركية');
  });

  it('list only codes the inventory knows, each name in Arabic letters', () => {
    for (const [code, name] of Object.entries(ARABIC_CITY_NAMES)) {
      expect([code, inventory.cities.has(code), name]).toEqual([
        code,
        true,
        expect.stringMatching(ARABIC_TEXT),
      ]);
    }
    for (const [code, name] of Object.entries(ARABIC_AIRPORT_NAMES)) {
      expect([code, inventory.airports.has(code), name]).toEqual([
        code,
        true,
        expect.stringMatching(ARABIC_TEXT),
      ]);
    }
  });

  it('make the other airports’ names from their city: مطار, the city, what tells it apart', () => {
    const names = (code: string) => inventory.arabicNames.airports.get(code);
    expect(names('JED')).toEqual({ name: 'مطار الملك عبدالعزيز الدولي', cityName: 'جدة' });
    expect(names('LHR')).toEqual({ name: 'مطار لندن هيثرو', cityName: 'لندن' });
    expect(names('ATL')?.name).toBe('مطار أتلانتا الدولي');
    expect(names('AMS')?.name).toBe('مطار أمستردام');
    expect(names('AVV')?.name).toBe('مطار ملبورن – Avalon');
    // A city without an Arabic name keeps the English names.
    const small = [...inventory.airports.values()].find(
      (airport) => !ARAB_WORLD.has(airport.countryCode) && airport.cityName === 'Tromsø',
    ) as Airport;
    expect(names(small.code)).toEqual({ name: small.name, cityName: 'Tromsø' });
    expect(arabicAirportName(small, undefined, false)).toBe(small.name);
  });
});
