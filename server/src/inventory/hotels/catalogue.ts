import { distanceKm } from '../shared/geo.ts';
import { seededRandom } from '../shared/random.ts';
import {
  ALLOTMENT_MAX,
  ALLOTMENT_MIN,
  CHECK_IN_TIME,
  CHECK_OUT_TIME,
  REVIEW_ASPECTS,
  type BoardCode,
  type PropertyType,
  type RateClass,
  type ReviewAspect,
  type Stars,
} from './constants.ts';
import { ROOM_TEMPLATES } from './data/rooms.ts';
import { DRY_COUNTRIES, RESORT_DESTINATIONS } from './data/words.ts';
import { hotelCode, type Destination } from './destinations.ts';
import type { FacilityCode } from './facilities.ts';
import { between, clamp, round1, weighted, type Random } from './draw.ts';
import { nameOf, offsetPoint, streetOf, ZONE_WEIGHTS, zonesOf, type ZonePlan } from './places.ts';
import type { Hotel, RoomType } from './types.ts';

// A destination's hotels, made from seeds of the city code and each hotel's number: the same
// hotels, names, places and rooms on every server, forever (README.md, "Catalogue").

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
    checkIn: CHECK_IN_TIME,
    checkOut: CHECK_OUT_TIME,
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
