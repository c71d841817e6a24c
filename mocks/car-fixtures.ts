import {
  CAR_PRICES_USD,
  CAR_SEARCH_DEFAULTS,
  FREE_CANCELLATION_HOURS,
  INSURANCE_EXCESS_SHARE,
  INSURANCE_PRICES_USD,
  INSURANCE_TIERS,
  carImagePath,
  type CarClass,
  type CarType,
  type InsuranceTier,
} from '../server/src/modules/cars/constants';
import type {
  CarLocation,
  CarOffer,
  CarOfferDetail,
  CarPricing,
  ChosenExtras,
  OpeningHours,
} from '../server/src/modules/cars/schemas';
import type { CarBookingDraft } from '../src/features/cars/booking/car-booking-slice';

/*
 * Rental data for the SPA's tests, in the shape of server/src/modules/cars/schemas.ts: a few
 * branches in Dubai and beyond (named in English and Arabic), a fleet of seven cars from two
 * suppliers (14 offers: two pages of 10), each offer priced for any rental as the inventory
 * prices one (per 24 hours, a one-way fee, a young-driver surcharge, Safar's service fee), and
 * the §9 add-ons. An offer's id names the rental, so any id the handlers gave can be read back.
 */

const money = (amount: number) => amount.toFixed(2);
const pad = (value: number) => String(value).padStart(2, '0');

const ALWAYS_OPEN: OpeningHours[] = Array.from({ length: 7 }, (_, weekday) => ({
  weekday,
  open: '00:00',
  close: '24:00',
}));
// A city branch: 08:00–22:00, closed on Fridays.
const CITY_HOURS: OpeningHours[] = Array.from({ length: 7 }, (_, weekday) =>
  weekday === 5 ? { weekday, open: null, close: null } : { weekday, open: '08:00', close: '22:00' },
);

function branch(
  code: string,
  names: [string, string],
  city: [string, string, string],
  country: string,
  point: [number, number],
  airport: boolean,
): CarLocation {
  return {
    code,
    kind: airport ? 'airport' : 'city',
    name: names[0],
    nameAr: names[1],
    cityCode: city[0],
    cityName: city[1],
    cityNameAr: city[2],
    countryCode: country,
    address: `${names[0]}, ${city[1]}`,
    addressAr: `${names[1]}، ${city[2]}`,
    latitude: point[0],
    longitude: point[1],
    timeZone: country === 'AE' ? 'Asia/Dubai' : 'Europe/Paris',
    open24Hours: airport,
    hours: airport ? ALWAYS_OPEN : CITY_HOURS,
    suppliers: 2,
  };
}

const DUBAI: [string, string, string] = ['DXB', 'Dubai', 'دبي'];
export const CAR_LOCATIONS: CarLocation[] = [
  branch(
    'DXB',
    ['Dubai International Airport', 'مطار دبي الدولي'],
    DUBAI,
    'AE',
    [25.2528, 55.3644],
    true,
  ),
  branch('DXB-DT', ['Downtown Dubai', 'وسط مدينة دبي'], DUBAI, 'AE', [25.1972, 55.2744], false),
  branch('DXB-MA', ['Dubai Marina', 'دبي مارينا'], DUBAI, 'AE', [25.0805, 55.1403], false),
  branch('DXB-JU', ['Jumeirah', 'جميرا'], DUBAI, 'AE', [25.2048, 55.2382], false),
  branch(
    'AUH',
    ['Zayed International Airport', 'مطار زايد الدولي'],
    ['AUH', 'Abu Dhabi', 'أبوظبي'],
    'AE',
    [24.433, 54.6511],
    true,
  ),
  branch(
    'CDG',
    ['Paris Charles de Gaulle Airport', 'مطار باريس شارل ديغول'],
    ['PAR', 'Paris', 'باريس'],
    'FR',
    [49.0097, 2.5479],
    true,
  ),
];

export const carLocation = (code: string) => CAR_LOCATIONS.find((item) => item.code === code);

interface Model {
  acriss: CarClass;
  make: string;
  model: string;
  nameAr: string;
  type: CarType;
  category: CarOffer['car']['category'];
  body: CarOffer['car']['body'];
  seats: number;
  doors: number;
  bags: { large: number; small: number };
  transmission: CarOffer['car']['transmission'];
  perDay: number;
  minDriverAge: number;
  features: CarOffer['car']['features'];
}

// One car of each type the filter offers, cheapest first.
export const FLEET: Model[] = [
  {
    acriss: 'ECMR',
    make: 'Kia',
    model: 'Picanto',
    nameAr: 'كيا بيكانتو أو ما يماثلها',
    type: 'small',
    category: 'economy',
    body: 'hatchback',
    seats: 4,
    doors: 4,
    bags: { large: 1, small: 1 },
    transmission: 'manual',
    perDay: 45,
    minDriverAge: 21,
    features: ['air-conditioning', 'bluetooth', 'usb'],
  },
  {
    acriss: 'CDAR',
    make: 'Toyota',
    model: 'Corolla',
    nameAr: 'تويوتا كورولا أو ما يماثلها',
    type: 'medium',
    category: 'compact',
    body: 'sedan',
    seats: 5,
    doors: 4,
    bags: { large: 2, small: 1 },
    transmission: 'automatic',
    perDay: 89,
    minDriverAge: 21,
    features: ['air-conditioning', 'bluetooth', 'apple-carplay', 'reversing-camera'],
  },
  {
    acriss: 'SDAR',
    make: 'Toyota',
    model: 'Camry',
    nameAr: 'تويوتا كامري أو ما يماثلها',
    type: 'large',
    category: 'standard',
    body: 'sedan',
    seats: 5,
    doors: 4,
    bags: { large: 3, small: 2 },
    transmission: 'automatic',
    perDay: 105,
    minDriverAge: 23,
    features: ['air-conditioning', 'bluetooth', 'cruise-control', 'parking-sensors'],
  },
  {
    acriss: 'IFAR',
    make: 'Toyota',
    model: 'RAV4',
    nameAr: 'تويوتا راف فور أو ما يماثلها',
    type: 'suv',
    category: 'intermediate',
    body: 'suv',
    seats: 5,
    doors: 5,
    bags: { large: 3, small: 2 },
    transmission: 'automatic',
    perDay: 129,
    minDriverAge: 23,
    features: ['air-conditioning', 'bluetooth', 'four-wheel-drive', 'reversing-camera'],
  },
  {
    acriss: 'SVAR',
    make: 'Toyota',
    model: 'Previa',
    nameAr: 'تويوتا بريفيا أو ما يماثلها',
    type: 'van',
    category: 'standard',
    body: 'van',
    seats: 7,
    doors: 5,
    bags: { large: 4, small: 3 },
    transmission: 'automatic',
    perDay: 149,
    minDriverAge: 23,
    features: ['air-conditioning', 'third-row-seats', 'sliding-doors'],
  },
  {
    acriss: 'LDAR',
    make: 'Mercedes-Benz',
    model: 'E-Class',
    nameAr: 'مرسيدس-بنز الفئة E أو ما يماثلها',
    type: 'luxury',
    category: 'luxury',
    body: 'sedan',
    seats: 5,
    doors: 4,
    bags: { large: 3, small: 2 },
    transmission: 'automatic',
    perDay: 259,
    minDriverAge: 25,
    features: ['air-conditioning', 'leather-seats', 'navigation', 'heated-seats'],
  },
  {
    acriss: 'STAR',
    make: 'Ford',
    model: 'Mustang Convertible',
    nameAr: 'فورد موستانج مكشوفة أو ما يماثلها',
    type: 'convertible',
    category: 'standard',
    body: 'convertible',
    seats: 4,
    doors: 2,
    bags: { large: 1, small: 1 },
    transmission: 'automatic',
    perDay: 189,
    minDriverAge: 25,
    features: ['air-conditioning', 'convertible-roof', 'bluetooth'],
  },
];

export const SUPPLIERS = [
  {
    code: 'MR',
    name: 'Mirage Rent a Car',
    nameAr: 'ميراج لتأجير السيارات',
    rating: 4.5,
    reviews: 1284,
    refundable: true,
    ratio: 1,
  },
  {
    code: 'SX',
    name: 'Sahara Express',
    nameAr: 'صحارى إكسبرس',
    rating: 4.1,
    reviews: 602,
    refundable: false,
    ratio: 0.9,
  },
] as const;

export const ONE_WAY_FEE = 60;
export const YOUNG_DRIVER_PER_DAY = 10;
const EXCESS = 1500;

/** A rental as an offer id names it: the car, the supplier, the branches, the times, the age. */
export interface Rental {
  acriss: CarClass;
  supplier: string;
  pickup: string;
  dropoff: string;
  /** Local times, 2026-07-10T10:00:00. */
  pickupAt: string;
  returnAt: string;
  driverAge: number;
}

const compact = (at: string) => at.slice(0, 16).replace(/[-:]/g, '');
const expand = (text: string) =>
  `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}T${text.slice(9, 11)}:${text.slice(11, 13)}:00`;

export const offerIdOf = (rental: Rental) =>
  [
    rental.acriss,
    rental.supplier,
    rental.pickup,
    rental.dropoff,
    compact(rental.pickupAt),
    compact(rental.returnAt),
    rental.driverAge,
  ].join('_');

export function rentalOf(id: string): Rental | null {
  const [acriss, supplier, pickup, dropoff, pickupAt, returnAt, age] = id.split('_');
  const model = FLEET.find((car) => car.acriss === acriss);
  if (!model || !supplier || !pickup || !dropoff || !pickupAt || !returnAt || !age) return null;
  if (!SUPPLIERS.some((item) => item.code === supplier)) return null;
  if (!carLocation(pickup) || !carLocation(dropoff)) return null;
  return {
    acriss: model.acriss,
    supplier,
    pickup,
    dropoff,
    pickupAt: expand(pickupAt),
    returnAt: expand(returnAt),
    driverAge: Number(age),
  };
}

/** Rental days: 24 hours from pickup each, at least one. */
export const rentalDays = (pickupAt: string, returnAt: string) =>
  Math.max(1, Math.ceil((Date.parse(`${returnAt}Z`) - Date.parse(`${pickupAt}Z`)) / 86_400_000));

/** The local time `hours` before `at`. */
function hoursBefore(at: string, hours: number) {
  const date = new Date(Date.parse(`${at}Z`) - hours * 3_600_000);
  return `${date.toISOString().slice(0, 10)}T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:00`;
}

/** The default search's times: tomorrow (the traveller's calendar) 10:00, for 3 days. */
export function defaultTimes(now = new Date()) {
  const day = (offset: number) => {
    const date = new Date(now);
    date.setDate(date.getDate() + offset);
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  };
  const time = `${CAR_SEARCH_DEFAULTS.pickupTime}:00`;
  return {
    pickupAt: `${day(CAR_SEARCH_DEFAULTS.daysAhead)}T${time}`,
    returnAt: `${day(CAR_SEARCH_DEFAULTS.daysAhead + CAR_SEARCH_DEFAULTS.days)}T${time}`,
  };
}

/** A rental's offer, priced: every mandatory fee in the total, the add-ons' prices beside. */
export function carOfferOf(rental: Rental): CarOffer {
  const model = FLEET.find((car) => car.acriss === rental.acriss)!;
  const supplier = SUPPLIERS.find((item) => item.code === rental.supplier)!;
  const days = rentalDays(rental.pickupAt, rental.returnAt);
  const perDay = Math.round(model.perDay * supplier.ratio);
  const oneWay = rental.pickup !== rental.dropoff;
  const young = rental.driverAge < 25;
  const lines = [
    { code: 'CAR_RENTAL', quantity: days, amount: money(perDay * days) },
    ...(oneWay ? [{ code: 'ONE_WAY_FEE', quantity: 1, amount: money(ONE_WAY_FEE) }] : []),
    ...(young
      ? [{ code: 'YOUNG_DRIVER', quantity: days, amount: money(YOUNG_DRIVER_PER_DAY * days) }]
      : []),
    { code: 'SERVICE_FEE', quantity: 1, amount: money(CAR_PRICES_USD.serviceFee) },
  ];
  const total = lines.reduce((sum, line) => sum + Number(line.amount), 0);
  const freeUntil = supplier.refundable
    ? hoursBefore(rental.pickupAt, FREE_CANCELLATION_HOURS)
    : null;
  return {
    id: offerIdOf(rental),
    car: {
      acriss: model.acriss,
      name: `${model.make} ${model.model} or similar`,
      nameAr: model.nameAr,
      make: model.make,
      model: model.model,
      year: 2025,
      category: model.category,
      type: model.type,
      body: model.body,
      seats: model.seats,
      doors: model.doors,
      bags: model.bags,
      transmission: model.transmission,
      fuel: 'petrol',
      airConditioning: true,
      colour: 'silver',
      image: carImagePath(model.acriss, 'silver', 'side'),
      features: model.features,
    },
    supplier: {
      code: supplier.code,
      name: supplier.name,
      nameAr: supplier.nameAr,
      rating: supplier.rating,
      reviews: supplier.reviews,
    },
    pickupLocation: rental.pickup,
    dropoffLocation: rental.dropoff,
    pickupAt: rental.pickupAt,
    returnAt: rental.returnAt,
    price: {
      currency: 'USD',
      perDay: money(perDay),
      days,
      lines,
      total: money(total),
      withDriverPerDay: money(perDay + CAR_PRICES_USD.driverPerDay),
    },
    mileage:
      model.type === 'small'
        ? { unlimited: false, kmPerDay: 200, extraKm: '0.25' }
        : { unlimited: true, kmPerDay: null, extraKm: null },
    fuelPolicy: 'full-to-full',
    deposit: money(CAR_PRICES_USD.deposit),
    excess: money(EXCESS),
    minDriverAge: model.minDriverAge,
    youngDriverPerDay: money(YOUNG_DRIVER_PER_DAY),
    oneWay,
    freeCancellation: supplier.refundable,
    cancellation: {
      refundable: supplier.refundable,
      freeUntil,
      lateCharge: money(supplier.refundable ? perDay : total),
    },
    carsLeft: model.type === 'luxury' ? 2 : 6,
    extras: {
      driverPerDay: money(CAR_PRICES_USD.driverPerDay),
      childSeat: money(CAR_PRICES_USD.childSeat),
      gps: money(CAR_PRICES_USD.gps),
      insurance: {
        none: money(INSURANCE_PRICES_USD.none),
        basic: money(INSURANCE_PRICES_USD.basic),
        comprehensive: money(INSURANCE_PRICES_USD.comprehensive),
      },
    },
  };
}

/** An offer's page: both branches, the pictures, the insurance tiers, the city's branches. */
export function carOfferDetailOf(rental: Rental, available = true): CarOfferDetail {
  const offer = carOfferOf(rental);
  const pickup = carLocation(rental.pickup)!;
  return {
    ...offer,
    available,
    unavailableReason: available ? null : 'sold_out',
    driverAge: rental.driverAge,
    pickup,
    dropoff: carLocation(rental.dropoff)!,
    images: (['side', 'front', 'back', 'interior'] as const).map((view) => ({
      path: carImagePath(rental.acriss, 'silver', view),
      view,
    })),
    description: `A ${offer.car.name} from ${offer.supplier.name}.`,
    descriptionAr: `${offer.car.nameAr} من ${offer.supplier.nameAr}.`,
    insurance: INSURANCE_TIERS.map((tier) => ({
      tier,
      price: offer.extras.insurance[tier],
      excess: money(EXCESS * INSURANCE_EXCESS_SHARE[tier]),
    })),
    pickupOptions: CAR_LOCATIONS.filter((item) => item.cityCode === pickup.cityCode),
  };
}

export const NO_EXTRAS: ChosenExtras = {
  withDriver: false,
  childSeat: false,
  gps: false,
  insurance: 'none',
};

/** POST /api/cars/offers/{id}/pricing/: the offer's lines, then the add-ons chosen. */
export function carPricingOf(offer: CarOfferDetail, extras: ChosenExtras): CarPricing {
  const { days } = offer.price;
  const tier: InsuranceTier = extras.insurance;
  const lines = [
    ...offer.price.lines,
    ...(extras.withDriver
      ? [{ code: 'DRIVER', quantity: days, amount: money(CAR_PRICES_USD.driverPerDay * days) }]
      : []),
    ...(extras.childSeat
      ? [{ code: 'CHILD_SEAT', quantity: 1, amount: money(CAR_PRICES_USD.childSeat) }]
      : []),
    ...(extras.gps ? [{ code: 'GPS', quantity: 1, amount: money(CAR_PRICES_USD.gps) }] : []),
    ...(tier !== 'none'
      ? [{ code: 'INSURANCE', quantity: 1, amount: money(INSURANCE_PRICES_USD[tier]) }]
      : []),
  ];
  return {
    offer,
    extras,
    price: {
      currency: 'USD',
      lines,
      total: money(lines.reduce((sum, line) => sum + Number(line.amount), 0)),
    },
    deposit: offer.deposit,
    excess: money(EXCESS * INSURANCE_EXCESS_SHARE[tier]),
  };
}

/**
 * The tests' rental: Dubai Airport to Dubai Marina, a month ahead at 10:00 for 3 days (within
 * RENTAL_LIMITS), neither end on a Friday, when the city branches are closed.
 */
export const RENTAL: Rental = (() => {
  const start = new Date();
  start.setDate(start.getDate() + 30);
  const day = (date: Date, offset: number) => {
    const next = new Date(date);
    next.setDate(next.getDate() + offset);
    return next;
  };
  while ([start, day(start, 3)].some((date) => date.getDay() === 5)) {
    start.setDate(start.getDate() + 1);
  }
  const local = (date: Date) =>
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T10:00:00`;
  return {
    acriss: 'CDAR',
    supplier: 'MR',
    pickup: 'DXB',
    dropoff: 'DXB-MA',
    pickupAt: local(start),
    returnAt: local(day(start, 3)),
    driverAge: 30,
  };
})();

/** The tests' rental as a /cars query. */
export const RENTAL_QUERY = new URLSearchParams({
  pickupLocation: RENTAL.pickup,
  dropoffLocation: RENTAL.dropoff,
  pickupDate: RENTAL.pickupAt.slice(0, 10),
  pickupTime: '10:00',
  returnDate: RENTAL.returnAt.slice(0, 10),
  returnTime: '10:00',
  driverAge: '30',
}).toString();

/** The wizard's draft as the store keeps it for the tests' rental, filled in, at a step. */
export function carDraft(overrides: Partial<CarBookingDraft> = {}): CarBookingDraft {
  return {
    offerId: offerIdOf(RENTAL),
    step: 0,
    driver: {
      fullName: 'Layla Haddad',
      dateOfBirth: '1990-05-17',
      nationality: 'UAE',
      licenseNumber: 'DXB-1234567',
    },
    extras: NO_EXTRAS,
    contact: { email: 'layla@example.com', phone: '+971501234567' },
    payment: { method: 'credit-card', agreeTerms: false },
    ...overrides,
  };
}
