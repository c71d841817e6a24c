// Every number and list the hotel model is tuned with, in one place, as plain values (the SPA may
// import them). See README.md in this folder for what each rule means.

// Property types (§2 filter panel: hotel, apartment, resort; plus hostels and villas).
export const PROPERTY_TYPES = ['hotel', 'apartment', 'resort', 'hostel', 'villa'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

// Hotelbeds board codes, cheapest first.
export const BOARD_CODES = ['RO', 'BB', 'HB', 'FB', 'AI'] as const;
export type BoardCode = (typeof BOARD_CODES)[number];
export const BOARD_NAMES: Record<BoardCode, string> = {
  RO: 'ROOM ONLY',
  BB: 'BED AND BREAKFAST',
  HB: 'HALF BOARD',
  FB: 'FULL BOARD',
  AI: 'ALL INCLUSIVE',
};
export const BOARD_NAMES_AR: Record<BoardCode, string> = {
  RO: 'الإقامة فقط',
  BB: 'مبيت وإفطار',
  HB: 'نصف إقامة',
  FB: 'إقامة كاملة',
  AI: 'شامل كليًا',
};

// Hotelbeds rate classes: NOR is refundable under its cancellation policy, NRF is not.
export const RATE_CLASSES = ['NOR', 'NRF'] as const;
export type RateClass = (typeof RATE_CLASSES)[number];

// Star categories as Hotelbeds codes them ('4EST') and names them ('4 STARS', which §3 parses).
export const STAR_CATEGORIES = [1, 2, 3, 4, 5] as const;
export type Stars = (typeof STAR_CATEGORIES)[number];
export const categoryCode = (stars: number) => `${stars}EST`;
export const categoryName = (stars: number) => `${stars} ${stars === 1 ? 'STAR' : 'STARS'}`;

// Guest scores are out of 5, one decimal (§9: the default guest rating is 4).
export const GUEST_SCORE_MAX = 5;
export const REVIEW_ASPECTS = [
  'cleanliness',
  'comfort',
  'location',
  'facilities',
  'staff',
  'value',
] as const;
export type ReviewAspect = (typeof REVIEW_ASPECTS)[number];

// How many hotels a city has: 4 at a million people, 14 more each time the population doubles,
// at most CITY_HOTELS_MAX; the destinations travellers flock to have their own count.
export const CITY_HOTELS_MIN = 4;
export const CITY_HOTELS_PER_DOUBLING = 14;
export const CITY_HOTELS_MAX = 60;
export const DESTINATION_HOTELS: Record<string, number> = {
  LON: 90,
  NYC: 88,
  PAR: 86,
  DXB: 86,
  IST: 84,
  CAI: 82,
  BKK: 70,
  SIN: 64,
  ROM: 64,
  BCN: 60,
  AMS: 56,
  JED: 56,
  RUH: 56,
  DOH: 52,
  AUH: 52,
  MCT: 40,
  BAH: 36,
  KWI: 40,
  AMM: 40,
  BEY: 40,
  CMN: 40,
  RAK: 44,
  HKG: 60,
  TYO: 72,
  LAX: 60,
  MAD: 52,
  BER: 52,
  MIL: 48,
  VIE: 44,
  ATH: 40,
  KUL: 52,
  DPS: 40,
  MLE: 30,
  SHJ: 24,
  MED: 30,
  PRG: 44,
  NCE: 30,
  AYT: 40,
  LXR: 20,
  AGP: 24,
  EDI: 24,
  VCE: 30,
  PMI: 24,
  HRG: 24,
  SLL: 12,
  HKT: 30,
};
// Hotels of a city lie within this far of its centre (the airport zone at its airport).
export const CITY_RADIUS_KM = 12;
// A city of the list and a flight-inventory city are the same place within this distance.
export const SAME_PLACE_KM = 60;

// Stays (§5 Hotel search and the rules).
export const STAY_LIMITS = {
  nightsMax: 30,
  // Check-in from today (at the destination) up to this many days ahead: as far as Booking.com
  // takes a check-in. Calendars, links, searches and rate keys all stop there.
  daysAheadMax: 500,
  roomsMax: 9,
  adultsPerRoomMin: 1,
  adultsPerRoomMax: 8,
  childrenPerRoomMax: 6,
  childAgeMax: 17,
  occupanciesMax: 9,
  // The age a child without an age is priced at.
  defaultChildAge: 8,
} as const;
// Geolocation searches (§9: radius 1–50 km, default 10).
export const RADIUS_KM = { min: 1, max: 50, default: 10 } as const;

// Rooms a hotel offers Safar per room type and night, before other channels' sales (see
// allotment.ts): scaled by the hotel's size.
export const ALLOTMENT_MIN = 2;
export const ALLOTMENT_MAX = 14;
// At most this share of a night's allotment is sold elsewhere, on the busiest nights.
export const SOLD_ELSEWHERE_MAX_SHARE = 0.4;
// Rooms left shown per rate, at most (as the Hotelbeds allotment field does).
export const ALLOTMENT_SHOWN_MAX = 20;

// Prices (US dollars per room and night before the factors below; see pricing.ts).
export const STAR_BASE_USD: Record<Stars, number> = { 1: 38, 2: 58, 3: 88, 4: 145, 5: 270 };
export const PROPERTY_TYPE_FACTORS: Record<PropertyType, number> = {
  hotel: 1,
  apartment: 0.92,
  resort: 1.3,
  hostel: 0.42,
  villa: 1.85,
};
// Sunday … Saturday nights: Friday and Saturday nights cost more.
export const WEEKDAY_NIGHT_FACTORS = [0.96, 0.94, 0.95, 0.97, 1, 1.12, 1.14] as const;
// Extra adults beyond the room's first two, children by age: shares of the room price.
export const EXTRA_ADULT_SHARE = 0.3;
export const CHILD_AGE_SHARES = [
  { under: 3, share: 0 },
  { under: 12, share: 0.15 },
  { under: 18, share: 0.3 },
] as const;
// A room for one costs less than a room for two.
export const SINGLE_USE_FACTOR = 0.85;
// Board supplements per person and night: breakfast costs 5 + 3 per star, times the city's cost
// level; the other boards are multiples of it. Children pay by age as for meals.
export const BREAKFAST_BASE_USD = 5;
export const BREAKFAST_PER_STAR_USD = 3;
export const BOARD_MULTIPLES: Record<BoardCode, number> = { RO: 0, BB: 1, HB: 2.6, FB: 4, AI: 5.8 };
export const CHILD_MEAL_SHARES = [
  { under: 3, share: 0 },
  { under: 12, share: 0.5 },
  { under: 18, share: 1 },
] as const;
// Rooms running out cost more: up to this much more as the last of an allotment sells.
export const SCARCITY_PREMIUM_MAX = 0.25;
// Booked ahead: 0.94 + 0.16 · e^(−days ahead / 7), so tonight costs 10 % more than next month.
export const DAYS_AHEAD_FACTOR = { floor: 0.94, lastMinute: 0.16, days: 7 } as const;
// A stable ±5 % per hotel and night, as real rates wander.
export const NIGHT_NOISE = 0.05;
// Seasons: month factors (January … December) for the northern hemisphere, the southern
// (shifted six months), the tropics and the Gulf, whose summer is its low season.
export const SEASON_FACTORS = {
  north: [0.85, 0.86, 0.95, 1, 1.05, 1.15, 1.22, 1.2, 1.05, 1, 0.9, 1.08],
  south: [1.22, 1.2, 1.05, 1, 0.9, 1.08, 0.85, 0.86, 0.95, 1, 1.05, 1.15],
  tropics: [1.1, 1.05, 1, 0.95, 0.9, 0.9, 1, 1, 0.9, 0.92, 1, 1.12],
  gulf: [1.2, 1.2, 1.15, 1, 0.85, 0.75, 0.72, 0.72, 0.8, 0.95, 1.1, 1.25],
} as const;
export const GULF_COUNTRIES = ['AE', 'QA', 'BH', 'KW', 'SA', 'OM'] as const;
// A non-refundable rate is this much cheaper than the refundable one.
export const NRF_DISCOUNT = 0.12;
// Safar's service fee: a share of the room price (§9's sample: 89 on 3 nights at 899).
export const SERVICE_FEE_RATE = 0.033;

// §9: check-in from 3:00 PM, check-out until 12:00 PM, at every property (the hotel's clock).
export const CHECK_IN_TIME = '15:00';
export const CHECK_OUT_TIME = '12:00';

// Cancellation (§9): free until FREE_CANCELLATION_HOURS before check-in (the hotel's check-in
// time, its local clock); afterwards the first night is charged.
export { FREE_CANCELLATION_HOURS } from '../shared/constants.ts';

// Search results.
// As flights (§9 page size 10); Load More asks for the next page.
export const HOTEL_PAGE_SIZE = { default: 10, max: 100 } as const;
export const HOTEL_SORTS = ['price', 'stars', 'guestRating', 'distance'] as const;
export type HotelSort = (typeof HOTEL_SORTS)[number];
// Guest score facets: hotels rated at least each of these.
export const GUEST_RATING_STEPS = [3, 3.5, 4, 4.5] as const;

// Pictures per hotel (§3 GEN and HAB images; a detail page shows the first six): drawn by
// pictures.ts, served by the API under HOTEL_IMAGE_BASE + the picture's path.
export const PICTURES_MIN = 6;
export const PICTURES_MAX = 9;
export const HOTEL_IMAGE_BASE = '/api/hotelbeds/images/';
export const hotelImagePath = (code: number, order: number) => `${code}/${order}.svg`;

// Hotel detail languages (Hotelbeds language codes).
export const HOTEL_LANGUAGES = ['ENG', 'ARA'] as const;
export type HotelLanguage = (typeof HOTEL_LANGUAGES)[number];
