// The lists and rules of the car rental model, as plain values (the SPA may import them through
// modules/cars/constants.ts). The tuning numbers of prices and fleets live beside the code that
// uses them (pricing.ts, fleet.ts); see README.md in this folder for what each rule means.

// The ACRISS classes Safar rents (category, type, transmission, fuel/air: ECMR is an economy
// car, 2/4 doors, manual, air conditioning). Each is shown as one make and model "or similar".
export const CAR_CLASSES = [
  'ECMR',
  'EDAR',
  'CDAR',
  'CDAH',
  'SDAR',
  'IDAE',
  'IFAR',
  'SFAR',
  'FFAR',
  'PFAR',
  'PDAR',
  'LDAR',
  'LFAR',
  'SVAR',
  'STAR',
] as const;
export type CarClass = (typeof CAR_CLASSES)[number];

// The ACRISS category (the code's first letter), cheapest first.
export const CAR_CATEGORIES = [
  'economy',
  'compact',
  'intermediate',
  'standard',
  'fullsize',
  'premium',
  'luxury',
] as const;
export type CarCategory = (typeof CAR_CATEGORIES)[number];

// What the filter panel's "type" offers: the groups travellers choose between (as rental sites
// group them), one per class.
export const CAR_TYPES = [
  'small',
  'medium',
  'large',
  'suv',
  'van',
  'luxury',
  'convertible',
] as const;
export type CarType = (typeof CAR_TYPES)[number];

// The shape a car is drawn in.
export const CAR_BODIES = ['hatchback', 'sedan', 'suv', 'van', 'convertible'] as const;
export type CarBody = (typeof CAR_BODIES)[number];

export const TRANSMISSIONS = ['manual', 'automatic'] as const;
export type Transmission = (typeof TRANSMISSIONS)[number];

export const FUEL_TYPES = ['petrol', 'diesel', 'hybrid', 'electric'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

// full-to-full: collected full, returned full (a missing tank is charged at the branch's fuel
// price plus a refuelling fee); same-to-same: returned with as much as it had.
export const FUEL_POLICIES = ['full-to-full', 'same-to-same'] as const;
export type FuelPolicy = (typeof FUEL_POLICIES)[number];

// What a car has, by code (the SPA names them in the reader's language).
export const CAR_FEATURES = [
  'air-conditioning',
  'bluetooth',
  'usb',
  'apple-carplay',
  'android-auto',
  'cruise-control',
  'reversing-camera',
  'parking-sensors',
  'navigation',
  'keyless-entry',
  'leather-seats',
  'heated-seats',
  'sunroof',
  'four-wheel-drive',
  'third-row-seats',
  'sliding-doors',
  'fast-charging',
  'lane-assist',
  'convertible-roof',
] as const;
export type CarFeature = (typeof CAR_FEATURES)[number];

// A branch at an airport (its code is the airport's IATA code, e.g. DXB) or in a city (the city
// code and a district, e.g. DXB-MA for Dubai Marina).
export const BRANCH_KINDS = ['airport', 'city'] as const;
export type BranchKind = (typeof BRANCH_KINDS)[number];
export const BRANCH_CODE_PATTERN = '^[A-Z]{3}(-[A-Z]{2})?$';

// Colours a car is painted (and drawn) in.
export const CAR_COLOURS = [
  'white',
  'black',
  'silver',
  'grey',
  'blue',
  'red',
  'green',
  'sand',
] as const;
export type CarColour = (typeof CAR_COLOURS)[number];

// The pictures of a car, served as SVG drawings under CAR_IMAGE_BASE + carImagePath(…).
export const CAR_IMAGE_VIEWS = ['side', 'front', 'back', 'interior'] as const;
export type CarImageView = (typeof CAR_IMAGE_VIEWS)[number];
export const CAR_IMAGE_BASE = '/api/cars/images/';
export const CAR_IMAGE_FILE_PATTERN = '^[A-Z]{4}-[a-z]+-[a-z]+\\.svg$';
export const carImagePath = (carClass: CarClass, colour: CarColour, view: CarImageView) =>
  `${carClass}-${colour}-${view}.svg`;

// §9 Car: what Safar charges on top of the car, in US dollars (converted into the offer's
// currency, in whole cents). The service fee is mandatory and in every total; the deposit is a
// hold on the card at the desk, returned with the car, never charged; the rest are the booking
// form's add-ons: a driver per rental day, a child seat and GPS per rental, insurance per rental.
export const CAR_PRICES_USD = {
  serviceFee: 25,
  deposit: 500,
  driverPerDay: 40,
  childSeat: 15,
  gps: 10,
} as const;

// §9 Insurance: none (the rental's own collision damage waiver, with the class's excess), basic
// (the excess halved) or comprehensive (no excess; glass, tyres and roadside help covered), each
// a price per rental. §9's "+15/day" label for comprehensive is its 3-day sample (45 ÷ 3).
export const INSURANCE_TIERS = ['none', 'basic', 'comprehensive'] as const;
export type InsuranceTier = (typeof INSURANCE_TIERS)[number];
export const INSURANCE_PRICES_USD: Record<InsuranceTier, number> = {
  none: 0,
  basic: 15,
  comprehensive: 45,
};
// The share of the class's excess a driver still owes after damage, per tier.
export const INSURANCE_EXCESS_SHARE: Record<InsuranceTier, number> = {
  none: 1,
  basic: 0.5,
  comprehensive: 0,
};

// Drivers' ages on the pickup day. §9's minimum age 25 is the age from which every class is
// rented with no surcharge; from `min` to `youngUnder − 1` the smaller classes are rented with
// the supplier's young-driver surcharge per day (each class says its own minimum).
export const DRIVER_AGE = { min: 21, youngUnder: 25, max: 99, default: 30 } as const;

// Rentals: billed per 24 hours from pickup (up to GRACE_MINUTES late is not another day, which
// also absorbs a clock change), picked up at least LEAD_MINUTES from now and at most
// daysAheadMax days ahead, for at most daysMax days.
export const RENTAL_LIMITS = {
  daysMax: 30,
  daysAheadMax: 360,
  leadMinutes: 60,
  graceMinutes: 60,
} as const;

// §9: free cancellation until FREE_CANCELLATION_HOURS before pickup (the branch's clock). Later,
// and until pickup, one rental day of the car is kept; once the car is collected nothing can be
// cancelled. A few discount suppliers rent non-refundable only: they keep everything paid.
export { FREE_CANCELLATION_HOURS } from '../shared/constants.ts';
