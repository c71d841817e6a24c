// The lists and rules of the car rental model, as plain values (the SPA may import them). The
// tuning numbers of prices and fleets live beside the code that uses them (pricing.ts, fleet.ts);
// see README.md in this folder for what each rule means.

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
