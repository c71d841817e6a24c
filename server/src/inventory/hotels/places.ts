import { seededRandom } from '../shared/random.ts';
import type { PropertyType, Stars } from './constants.ts';
import {
  ARAB_COUNTRIES,
  ARAB_STREETS,
  NAME_ADJECTIVES,
  NAME_NOUNS,
  RESORT_DESTINATIONS,
  STREET_KINDS,
  STREET_NAMES,
} from './data/words.ts';
import type { Destination } from './destinations.ts';
import { pick, type Random } from './draw.ts';
import type { Zone } from './types.ts';

// Where a hotel is and what it is called: the zones of a city, a point in one, a street address
// and a name (README.md, "Catalogue").

// Zones of a city: where in it a hotel is, how far from the centre and in which direction.
export interface ZonePlan extends Zone {
  km: readonly [number, number];
  // Degrees from north; null: any direction.
  bearing: number | null;
  atAirport?: true;
}

export function zonesOf(destination: Destination): ZonePlan[] {
  const random = seededRandom('zones', destination.code);
  const { name, nameAr } = destination;
  const zones: ZonePlan[] = [
    { code: 1, name: 'City Centre', nameAr: 'وسط المدينة', km: [0.2, 2.5], bearing: null },
    {
      code: 2,
      name: 'Old Town',
      nameAr: 'البلدة القديمة',
      km: [0.8, 3],
      bearing: Math.floor(random() * 360),
    },
    {
      code: 3,
      name: 'Business District',
      nameAr: 'حي الأعمال',
      km: [2, 6],
      bearing: Math.floor(random() * 360),
    },
    { code: 4, name: `North ${name}`, nameAr: `شمال ${nameAr}`, km: [4, 11], bearing: 0 },
    { code: 5, name: `East ${name}`, nameAr: `شرق ${nameAr}`, km: [4, 11], bearing: 90 },
    { code: 6, name: `South ${name}`, nameAr: `جنوب ${nameAr}`, km: [4, 11], bearing: 180 },
    { code: 7, name: `West ${name}`, nameAr: `غرب ${nameAr}`, km: [4, 11], bearing: 270 },
    {
      code: 8,
      name: `${name} Airport`,
      nameAr: `منطقة مطار ${nameAr}`,
      km: [0.5, 3],
      bearing: null,
      atAirport: true,
    },
  ];
  if (RESORT_DESTINATIONS.has(destination.code)) {
    zones.push({
      code: 9,
      name: 'Resort Coast',
      nameAr: 'منطقة المنتجعات',
      km: [5, 12],
      bearing: Math.floor(random() * 360),
    });
  }
  return zones;
}

export const ZONE_WEIGHTS: Record<PropertyType, Record<number, number>> = {
  hotel: { 1: 30, 2: 12, 3: 18, 4: 6, 5: 6, 6: 6, 7: 6, 8: 10, 9: 6 },
  apartment: { 1: 20, 2: 10, 3: 20, 4: 12, 5: 12, 6: 12, 7: 12, 9: 4 },
  resort: { 4: 10, 5: 10, 6: 10, 7: 10, 9: 80 },
  hostel: { 1: 45, 2: 40, 3: 5, 4: 3, 5: 3, 6: 2, 7: 2 },
  villa: { 4: 15, 5: 15, 6: 15, 7: 15, 9: 60 },
};

export function offsetPoint(
  latitude: number,
  longitude: number,
  km: number,
  bearingDegrees: number,
) {
  const bearing = (bearingDegrees * Math.PI) / 180;
  const dLat = (km * Math.cos(bearing)) / 111.32;
  const dLng = (km * Math.sin(bearing)) / (111.32 * Math.cos((latitude * Math.PI) / 180));
  return { latitude: latitude + dLat, longitude: longitude + dLng };
}

export function nameOf(
  random: Random,
  type: PropertyType,
  stars: Stars,
  zone: ZonePlan,
  city: string,
): string {
  const adjective = pick(random, NAME_ADJECTIVES);
  const noun = pick(random, NAME_NOUNS);
  const style = random();
  switch (type) {
    case 'hotel':
      if (zone.atAirport) return `${city} Airport ${noun} Hotel`;
      if (stars === 5 && style < 0.4) return `${noun} Palace`;
      if (stars >= 4 && style < 0.6) return `The ${adjective} ${noun}`;
      if (stars <= 2 && style < 0.5) return `${adjective} ${noun} Inn`;
      if (style < 0.7) return `${adjective} ${noun} Hotel`;
      return style < 0.85 ? `Hotel ${noun}` : `${city} ${noun} Hotel`;
    case 'apartment':
      if (style < 0.35) return `${noun} Residences`;
      return style < 0.7 ? `${adjective} ${noun} Apartments` : `${noun} Suites ${city}`;
    case 'resort':
      if (style < 0.4) return `${noun} Bay Resort`;
      return style < 0.75 ? `${adjective} ${noun} Resort & Spa` : `${noun} Beach Resort`;
    case 'hostel':
      if (style < 0.4) return `${adjective} ${noun} Hostel`;
      return style < 0.7 ? `The ${noun} Backpackers` : `${noun} House Hostel`;
    case 'villa':
      if (style < 0.4) return `Villa ${noun}`;
      return style < 0.7 ? `${noun} Villas` : `${adjective} ${noun} Villas`;
  }
}

export function streetOf(random: Random, countryCode: string) {
  const number = 1 + Math.floor(random() * 240);
  if (ARAB_COUNTRIES.has(countryCode)) {
    const [name, nameAr] = pick(random, ARAB_STREETS);
    return { number, name: `${name} Street`, nameAr: `شارع ${nameAr}` };
  }
  const name = `${pick(random, STREET_NAMES)} ${pick(random, STREET_KINDS)}`;
  return { number, name, nameAr: name };
}
