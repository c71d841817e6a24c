import { distanceKm } from '../shared/geo.ts';
import { seededRandom } from '../shared/random.ts';
import {
  ALLOTMENT_MAX,
  ALLOTMENT_MIN,
  REVIEW_ASPECTS,
  type BoardCode,
  type PropertyType,
  type RateClass,
  type ReviewAspect,
  type Stars,
} from './constants.ts';
import { ROOM_TEMPLATES } from './data/rooms.ts';
import {
  ARAB_COUNTRIES,
  ARAB_STREETS,
  DRY_COUNTRIES,
  NAME_ADJECTIVES,
  NAME_NOUNS,
  RESORT_DESTINATIONS,
  STREET_KINDS,
  STREET_NAMES,
} from './data/words.ts';
import { hotelCode, type Destination } from './destinations.ts';
import type { FacilityCode } from './facilities.ts';
import type { Hotel, RoomType, Zone } from './types.ts';

// A destination's hotels, made from seeds of the city code and each hotel's number: the same
// hotels, names, places and rooms on every server, forever (README.md, "Catalogue").

type Random = () => number;

function pick<T>(random: Random, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

function weighted<T>(random: Random, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let left = random() * total;
  for (const [value, weight] of choices) {
    left -= weight;
    if (left < 0) return value;
  }
  return (choices.at(-1) as readonly [T, number])[0];
}

const between = (random: Random, low: number, high: number) => low + random() * (high - low);
const round1 = (value: number) => Math.round(value * 10) / 10;
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

// Zones of a city: where in it a hotel is, how far from the centre and in which direction.
interface ZonePlan extends Zone {
  km: readonly [number, number];
  // Degrees from north; null: any direction.
  bearing: number | null;
  atAirport?: true;
}

function zonesOf(destination: Destination): ZonePlan[] {
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

const ZONE_WEIGHTS: Record<PropertyType, Record<number, number>> = {
  hotel: { 1: 30, 2: 12, 3: 18, 4: 6, 5: 6, 6: 6, 7: 6, 8: 10, 9: 6 },
  apartment: { 1: 20, 2: 10, 3: 20, 4: 12, 5: 12, 6: 12, 7: 12, 9: 4 },
  resort: { 4: 10, 5: 10, 6: 10, 7: 10, 9: 80 },
  hostel: { 1: 45, 2: 40, 3: 5, 4: 3, 5: 3, 6: 2, 7: 2 },
  villa: { 4: 15, 5: 15, 6: 15, 7: 15, 9: 60 },
};

const TYPE_WEIGHTS: Record<'city' | 'resort', readonly (readonly [PropertyType, number])[]> = {
  city: [
    ['hotel', 66],
    ['apartment', 17],
    ['hostel', 9],
    ['resort', 4],
    ['villa', 4],
  ],
  resort: [
    ['hotel', 50],
    ['apartment', 14],
    ['hostel', 5],
    ['resort', 20],
    ['villa', 11],
  ],
};

const STAR_WEIGHTS: Record<PropertyType, readonly (readonly [Stars, number])[]> = {
  hotel: [
    [1, 5],
    [2, 14],
    [3, 34],
    [4, 31],
    [5, 16],
  ],
  apartment: [
    [2, 20],
    [3, 45],
    [4, 35],
  ],
  resort: [
    [3, 15],
    [4, 45],
    [5, 40],
  ],
  hostel: [
    [1, 55],
    [2, 45],
  ],
  villa: [
    [3, 20],
    [4, 50],
    [5, 30],
  ],
};

// Rooms the property has in all (for its description), by kind and stars.
const TOTAL_ROOMS: Record<PropertyType, (stars: Stars) => readonly [number, number]> = {
  hotel: (stars) => [15 + stars * 10, 40 + stars * 80],
  apartment: () => [8, 60],
  resort: () => [120, 420],
  hostel: () => [12, 40],
  villa: () => [6, 24],
};

function offsetPoint(latitude: number, longitude: number, km: number, bearingDegrees: number) {
  const bearing = (bearingDegrees * Math.PI) / 180;
  const dLat = (km * Math.cos(bearing)) / 111.32;
  const dLng = (km * Math.sin(bearing)) / (111.32 * Math.cos((latitude * Math.PI) / 180));
  return { latitude: latitude + dLat, longitude: longitude + dLng };
}

function nameOf(
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

// Facilities by kind and stars: each with its chance; breakfast follows the boards.
function facilitiesOf(
  random: Random,
  hotel: { type: PropertyType; stars: Stars; zone: ZonePlan; countryCode: string },
  rooms: readonly RoomType[],
  boards: readonly BoardCode[],
): FacilityCode[] {
  const { type, stars, zone } = hotel;
  const upscale = stars >= 4;
  const lodging = type === 'hotel' || type === 'resort';
  const chances: Partial<Record<FacilityCode, number>> = {
    wifi: 0.97,
    parking: type === 'hostel' ? 0.2 : zone.code === 1 ? 0.45 : 0.85,
    pool:
      type === 'resort'
        ? 0.97
        : type === 'villa'
          ? 0.7
          : stars === 5
            ? 0.75
            : stars === 4
              ? 0.45
              : 0.1,
    gym: stars === 5 ? 0.9 : stars === 4 ? 0.65 : type === 'apartment' ? 0.3 : 0.12,
    spa: type === 'resort' ? 0.8 : stars === 5 ? 0.8 : stars === 4 ? 0.3 : 0,
    'airport-shuttle': zone.atAirport ? 0.95 : type === 'resort' ? 0.5 : upscale ? 0.25 : 0.05,
    restaurant: type === 'resort' ? 1 : type === 'hotel' ? (stars >= 3 ? 0.85 : 0.3) : 0.05,
    bar: DRY_COUNTRIES.has(hotel.countryCode)
      ? 0
      : lodging
        ? stars >= 3
          ? 0.75
          : 0.3
        : type === 'hostel'
          ? 0.5
          : 0,
    'room-service': lodging && stars >= 4 ? 0.9 : 0,
    'air-conditioning': type === 'hostel' ? 0.5 : 0.9,
    'front-desk-24h': lodging ? (stars >= 3 ? 0.95 : 0.6) : type === 'hostel' ? 0.7 : 0.15,
    laundry: 0.6,
    'business-centre': zone.code === 3 ? 0.6 : upscale && type === 'hotel' ? 0.4 : 0,
    'meeting-rooms': lodging && stars >= 4 ? 0.6 : 0,
    'kids-club': type === 'resort' ? 0.7 : 0,
    'beach-access': zone.code === 9 ? 0.75 : 0,
    kitchen: type === 'apartment' || type === 'villa' ? 1 : type === 'hostel' ? 0.6 : 0,
    'non-smoking-rooms': 0.85,
    'accessible-rooms': stars >= 3 && type !== 'villa' ? 0.6 : 0.1,
    'pets-allowed': type === 'apartment' || type === 'villa' ? 0.3 : 0.1,
    elevator: type === 'villa' ? 0 : stars >= 3 ? 0.95 : 0.5,
    garden: type === 'villa' || type === 'resort' ? 0.9 : 0.15,
    terrace: 0.35,
    concierge: upscale && lodging ? 0.8 : 0,
    'ev-charging': upscale ? 0.2 : 0.05,
    'shared-lounge': type === 'hostel' ? 0.95 : 0.1,
  };
  const facilities = new Set<FacilityCode>();
  for (const [code, chance] of Object.entries(chances) as [FacilityCode, number][]) {
    if (random() < chance) facilities.add(code);
  }
  if (boards.includes('BB')) facilities.add('breakfast');
  if (rooms.some((room) => room.code.startsWith('FAM') || room.maxPax >= 5)) {
    facilities.add('family-rooms');
  }
  return [...facilities];
}

function boardsOf(random: Random, type: PropertyType, stars: Stars): BoardCode[] {
  const boards: BoardCode[] = ['RO'];
  const breakfast =
    type === 'resort' || (type === 'hotel' && (stars >= 3 || random() < 0.6))
      ? true
      : random() < (type === 'hostel' ? 0.4 : 0.3);
  if (breakfast) boards.push('BB');
  if (type === 'resort' || (type === 'hotel' && stars >= 4 && random() < 0.45)) boards.push('HB');
  if (type === 'resort' && random() < 0.7) boards.push('FB');
  if (type === 'resort' && random() < 0.5) boards.push('AI');
  return boards;
}

const NRF_CHANCE: Record<PropertyType, number> = {
  hotel: 0.85,
  resort: 0.8,
  apartment: 0.6,
  hostel: 0.3,
  villa: 0.4,
};

function roomsOf(random: Random, type: PropertyType, stars: Stars, totalRooms: number): RoomType[] {
  const templates = ROOM_TEMPLATES[type].filter(
    (template) =>
      (template.minStars === undefined || stars >= template.minStars) &&
      (template.maxStars === undefined || stars <= template.maxStars),
  );
  const chosen = templates.filter((template) => template.chance >= 1 || random() < template.chance);
  // Bigger hotels give Safar more rooms of each type.
  const scale = clamp(totalRooms / 200, 0.3, 1);
  return chosen.map((template) => ({
    ...template,
    allotment: template.few
      ? 1 + Math.floor(random() * 3)
      : Math.round(
          ALLOTMENT_MIN + (ALLOTMENT_MAX - ALLOTMENT_MIN) * scale * between(random, 0.5, 1),
        ),
    sizeM2Exact: Math.round(between(random, template.sizeM2[0], template.sizeM2[1])),
  }));
}

const BASE_SCORE: Record<Stars, number> = { 1: 3.3, 2: 3.6, 3: 3.9, 4: 4.2, 5: 4.5 };

function scoresOf(random: Random, stars: Stars, type: PropertyType, centreKm: number) {
  const guestScore = clamp(
    round1(BASE_SCORE[stars] + (type === 'hostel' ? 0.2 : 0) + between(random, -0.45, 0.4)),
    2.4,
    4.9,
  );
  const tilt: Partial<Record<ReviewAspect, number>> = {
    location: centreKm < 2 ? 0.3 : centreKm > 7 ? -0.3 : 0,
    value: stars >= 5 ? -0.2 : stars <= 2 ? 0.2 : 0,
  };
  const scores = Object.fromEntries(
    REVIEW_ASPECTS.map((aspect) => [
      aspect,
      clamp(round1(guestScore + (tilt[aspect] ?? 0) + between(random, -0.3, 0.3)), 1, 5),
    ]),
  ) as Record<ReviewAspect, number>;
  return { guestScore, scores };
}

function streetOf(random: Random, countryCode: string) {
  const number = 1 + Math.floor(random() * 240);
  if (ARAB_COUNTRIES.has(countryCode)) {
    const [name, nameAr] = pick(random, ARAB_STREETS);
    return { number, name: `${name} Street`, nameAr: `شارع ${nameAr}` };
  }
  const name = `${pick(random, STREET_NAMES)} ${pick(random, STREET_KINDS)}`;
  return { number, name, nameAr: name };
}

const CHECK_TIMES: Record<PropertyType, readonly (readonly [string, string])[]> = {
  hotel: [
    ['14:00', '12:00'],
    ['15:00', '12:00'],
    ['15:00', '11:00'],
  ],
  apartment: [
    ['15:00', '11:00'],
    ['16:00', '10:00'],
  ],
  resort: [['15:00', '12:00']],
  hostel: [
    ['14:00', '10:00'],
    ['13:00', '11:00'],
  ],
  villa: [['16:00', '11:00']],
};

function buildHotel(destination: Destination, index: number, zones: readonly ZonePlan[]): Hotel {
  const code = hotelCode(destination.code, index);
  const random = seededRandom('hotel', code);
  const resortCity = RESORT_DESTINATIONS.has(destination.code);
  // A city's first hotel is a hotel, so every destination has one.
  const type =
    index === 1 ? 'hotel' : weighted(random, TYPE_WEIGHTS[resortCity ? 'resort' : 'city']);
  const stars = weighted(random, STAR_WEIGHTS[type]);
  const zoneWeights = ZONE_WEIGHTS[type];
  const zone = weighted(
    random,
    zones
      .filter((plan) => (zoneWeights[plan.code] ?? 0) > 0)
      .map((plan) => [plan, zoneWeights[plan.code] as number] as const),
  );
  const origin = zone.atAirport ? destination.airport : destination;
  const point = offsetPoint(
    origin.latitude,
    origin.longitude,
    between(random, zone.km[0], zone.km[1]),
    zone.bearing === null ? random() * 360 : zone.bearing + between(random, -35, 35),
  );
  const centreKm = distanceKm(destination, point);
  const [fewest, most] = TOTAL_ROOMS[type](stars);
  const totalRooms = Math.round(between(random, fewest, most));
  const rooms = roomsOf(random, type, stars, totalRooms);
  const boards = boardsOf(random, type, stars);
  const { guestScore, scores } = scoresOf(random, stars, type, centreKm);
  const [checkIn, checkOut] = pick(random, CHECK_TIMES[type]);
  const rateClasses: RateClass[] = random() < NRF_CHANCE[type] ? ['NOR', 'NRF'] : ['NOR'];
  return {
    code,
    name: nameOf(random, type, stars, zone, destination.name),
    stars,
    propertyType: type,
    destination,
    zone: { code: zone.code, name: zone.name, nameAr: zone.nameAr },
    latitude: Math.round(point.latitude * 1e6) / 1e6,
    longitude: Math.round(point.longitude * 1e6) / 1e6,
    centreKm,
    street: streetOf(random, destination.countryCode),
    facilities: facilitiesOf(
      random,
      { type, stars, zone, countryCode: destination.countryCode },
      rooms,
      boards,
    ),
    guestScore,
    scores,
    reviewCount: Math.round((12 + 1_400 * random() ** 2) * (0.5 + stars * 0.2)),
    priceLevel:
      Math.round((between(random, 0.85, 1.15) + (guestScore - BASE_SCORE[stars]) * 0.2) * 1000) /
      1000,
    checkIn,
    checkOut,
    boards,
    rateClasses,
    rooms,
    totalRooms,
    yearOpened: 1965 + Math.floor(random() * 60),
  };
}

// Every hotel of a destination, by code. Names are unique within a city: a name drawn twice is
// told apart by its zone.
export function buildCityHotels(destination: Destination): Hotel[] {
  const zones = zonesOf(destination);
  const names = new Set<string>();
  const hotels: Hotel[] = [];
  for (let index = 1; index <= destination.hotelCount; index++) {
    const hotel = buildHotel(destination, index, zones);
    if (names.has(hotel.name)) hotel.name = `${hotel.name} ${hotel.zone.name}`;
    names.add(hotel.name);
    hotels.push(hotel);
  }
  return hotels;
}
