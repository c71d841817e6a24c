import { isKnownTimeZone } from '../../../src/inventory/shared/time.ts';
import { loadFlightInventory, type FlightInventory } from './support.ts';

let inventory: FlightInventory;
beforeAll(async () => {
  inventory = await loadFlightInventory();
});

describe('the reference data', () => {
  it('holds thousands of airports with scheduled service, each with a zone Intl knows', () => {
    expect(inventory.airports.size).toBeGreaterThan(3_500);
    for (const airport of inventory.airports.values()) {
      expect(airport.code).toMatch(/^[A-Z]{3}$/);
      expect(isKnownTimeZone(airport.timeZone)).toBe(true);
      expect(airport.cityName.length).toBeGreaterThan(0);
      expect(Math.abs(airport.latitude)).toBeLessThanOrEqual(90);
    }
    expect(inventory.airports.get('DXB')).toMatchObject({
      name: 'Dubai International Airport',
      cityName: 'Dubai',
      countryCode: 'AE',
      timeZone: 'Asia/Dubai',
      size: 'large',
    });
    expect(inventory.airports.get('GRU')?.cityName).toBe('São Paulo');
    // Pseudo-entries of the source are not airports.
    expect(inventory.airports.has('PAR')).toBe(false);
  });

  it('flies the spec’s airlines and more, each with its code, name and real hubs', () => {
    const codes = [...inventory.carriers.keys()];
    expect(codes).toEqual(
      expect.arrayContaining([
        'EK',
        'QR',
        'EY',
        'SV',
        'MS',
        'TK',
        'AF',
        'LH',
        'BA',
        'KL',
        'WY',
        'GF',
        'FZ',
        'XY',
      ]),
    );
    for (const carrier of inventory.carriers.values()) {
      expect(carrier.code).toMatch(/^[A-Z0-9]{2}$/);
      expect(carrier.name.length).toBeGreaterThan(1);
      for (const hub of carrier.hubs) expect(inventory.airports.has(hub)).toBe(true);
    }
    expect(inventory.carriers.get('FZ')?.name).toBe('flydubai');
    expect(inventory.carriers.get('SV')?.name).toBe('Saudia');
  });

  it('expands metropolitan codes to their airports and keeps airport codes as airports', () => {
    expect(inventory.airportsFor('LON')?.map((airport) => airport.code)).toEqual([
      'LHR',
      'LGW',
      'STN',
      'LTN',
      'LCY',
      'SEN',
    ]);
    expect(inventory.airportsFor('DXB')?.map((airport) => airport.code)).toEqual(['DXB']);
    expect(inventory.airportsFor('ZZZ')).toBeUndefined();
  });
});
