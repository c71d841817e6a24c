import { CAR_CLASSES, type CarClass, type FuelPolicy } from '../constants.ts';

// The rental companies of the simulation. Their names are made up (no real rental brand); what
// sets them apart is what renters compare: price level, score, the classes they rent, fuel and
// mileage policies, the young-driver surcharge, the one-way fee and whether they let a booking
// be cancelled free (two discount suppliers rent non-refundable only, for less).
export interface SupplierRecord {
  code: string;
  name: string;
  nameAr: string;
  // × the class's price per day.
  priceLevel: number;
  rating: number;
  reviews: number;
  refundable: boolean;
  fuelPolicy: FuelPolicy;
  // null: unlimited.
  kmPerDay: number | null;
  extraKmUsd: number;
  youngDriverPerDayUsd: number;
  // A one-way rental: a base plus a rate per km between the branches (US dollars).
  oneWayBaseUsd: number;
  oneWayPerKmUsd: number;
  // × the class's fleet.
  fleetScale: number;
  // Years its cars have been on the road: the model year shown is FLEET_YEAR minus this.
  fleetAge: number;
  classes: readonly CarClass[];
}

// The model year of a supplier renting brand-new cars.
export const FLEET_YEAR = 2025;

const EVERY: readonly CarClass[] = CAR_CLASSES;
const MAINSTREAM: readonly CarClass[] = [
  'ECMR',
  'EDAR',
  'CDAR',
  'CDAH',
  'SDAR',
  'IFAR',
  'SFAR',
  'FFAR',
  'SVAR',
];
const BUDGET: readonly CarClass[] = ['ECMR', 'EDAR', 'CDAR', 'SDAR', 'IFAR', 'SFAR'];

export const SUPPLIERS: readonly SupplierRecord[] = [
  {
    code: 'MR',
    name: 'Meridian Car Rental',
    nameAr: 'ميريديان لتأجير السيارات',
    priceLevel: 1.05,
    rating: 4.5,
    reviews: 18_420,
    refundable: true,
    fuelPolicy: 'full-to-full',
    kmPerDay: null,
    extraKmUsd: 0,
    youngDriverPerDayUsd: 12,
    oneWayBaseUsd: 35,
    oneWayPerKmUsd: 0.4,
    fleetScale: 1.2,
    fleetAge: 0,
    classes: EVERY,
  },
  {
    code: 'FW',
    name: 'Falconway',
    nameAr: 'فالكون واي',
    priceLevel: 1.14,
    rating: 4.7,
    reviews: 9_310,
    refundable: true,
    fuelPolicy: 'full-to-full',
    kmPerDay: null,
    extraKmUsd: 0,
    youngDriverPerDayUsd: 15,
    oneWayBaseUsd: 45,
    oneWayPerKmUsd: 0.45,
    fleetScale: 0.9,
    fleetAge: 0,
    classes: EVERY,
  },
  {
    code: 'NW',
    name: 'Northwind Car Hire',
    nameAr: 'نورثويند لتأجير السيارات',
    priceLevel: 1,
    rating: 4.4,
    reviews: 14_870,
    refundable: true,
    fuelPolicy: 'full-to-full',
    kmPerDay: null,
    extraKmUsd: 0,
    youngDriverPerDayUsd: 13,
    oneWayBaseUsd: 30,
    oneWayPerKmUsd: 0.35,
    fleetScale: 1.1,
    fleetAge: 1,
    classes: [...MAINSTREAM, 'IDAE', 'PFAR', 'PDAR', 'STAR'],
  },
  {
    code: 'CV',
    name: 'Caravel Rent',
    nameAr: 'كارافيل رنت',
    priceLevel: 0.98,
    rating: 4.3,
    reviews: 7_640,
    refundable: true,
    fuelPolicy: 'same-to-same',
    kmPerDay: 250,
    extraKmUsd: 0.25,
    youngDriverPerDayUsd: 10,
    oneWayBaseUsd: 30,
    oneWayPerKmUsd: 0.3,
    fleetScale: 1,
    fleetAge: 1,
    classes: [...MAINSTREAM, 'PFAR', 'STAR'],
  },
  {
    code: 'SF',
    name: 'Saffron Drive',
    nameAr: 'زعفران درايف',
    priceLevel: 0.93,
    rating: 4.2,
    reviews: 5_980,
    refundable: true,
    fuelPolicy: 'full-to-full',
    kmPerDay: 300,
    extraKmUsd: 0.2,
    youngDriverPerDayUsd: 10,
    oneWayBaseUsd: 25,
    oneWayPerKmUsd: 0.3,
    fleetScale: 0.9,
    fleetAge: 2,
    classes: MAINSTREAM,
  },
  {
    code: 'CR',
    name: 'Cedar Road Rentals',
    nameAr: 'سيدار رود لتأجير السيارات',
    priceLevel: 0.96,
    rating: 4.1,
    reviews: 4_120,
    refundable: true,
    fuelPolicy: 'full-to-full',
    kmPerDay: null,
    extraKmUsd: 0,
    youngDriverPerDayUsd: 11,
    oneWayBaseUsd: 30,
    oneWayPerKmUsd: 0.35,
    fleetScale: 0.8,
    fleetAge: 1,
    classes: [...MAINSTREAM, 'IDAE'],
  },
  {
    code: 'DD',
    name: 'Dune Deals',
    nameAr: 'ديون ديلز',
    priceLevel: 0.82,
    rating: 3.8,
    reviews: 3_260,
    refundable: false,
    fuelPolicy: 'same-to-same',
    kmPerDay: 200,
    extraKmUsd: 0.3,
    youngDriverPerDayUsd: 9,
    oneWayBaseUsd: 40,
    oneWayPerKmUsd: 0.45,
    fleetScale: 0.8,
    fleetAge: 3,
    classes: BUDGET,
  },
  {
    code: 'LH',
    name: 'Lighthouse Car Hire',
    nameAr: 'لايتهاوس لتأجير السيارات',
    priceLevel: 0.86,
    rating: 3.9,
    reviews: 2_870,
    refundable: false,
    fuelPolicy: 'full-to-full',
    kmPerDay: 250,
    extraKmUsd: 0.25,
    youngDriverPerDayUsd: 9,
    oneWayBaseUsd: 40,
    oneWayPerKmUsd: 0.4,
    fleetScale: 0.7,
    fleetAge: 2,
    classes: [...BUDGET, 'SVAR'],
  },
];
