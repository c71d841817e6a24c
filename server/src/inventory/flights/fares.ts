import {
  AIRPORT_CHARGES_USD,
  CABIN_FARE_MULTIPLIERS,
  CARRIER_SURCHARGE_RATE,
  STOPS_FARE_FACTORS,
  TAX_RATE,
  WEEKDAY_FARE_FACTORS,
  type Cabin,
} from './constants.ts';
import type { Airport } from './data/airports.ts';
import type { Carrier } from './network.ts';
import { seededRandom } from '../shared/random.ts';
import { dayNumber, weekday } from '../shared/time.ts';

// The economy fare for a distance: dearer per kilometre on short routes, tapering on long ones.
export function distanceFareUsd(km: number): number {
  return (
    45 +
    0.11 * Math.min(km, 1_500) +
    0.075 * Math.min(Math.max(km - 1_500, 0), 3_500) +
    0.05 * Math.max(km - 5_000, 0)
  );
}

// Booking early pays: ×1.5 on the day, ×1.09 two weeks out, ×0.86 two months out.
export function advancePurchaseFactor(daysBefore: number): number {
  return 0.85 + 0.65 * Math.exp(-Math.max(0, daysBefore) / 14);
}

// Fuller flights cost more: ×1 empty, ×1.2 half full, ×1.65 at 90 %.
export function loadFactorFactor(loadFactor: number): number {
  return 1 + 0.8 * Math.min(1, Math.max(0, loadFactor)) ** 2;
}

export interface FareInput {
  carrier: Carrier;
  cabin: Cabin;
  // Great-circle distance between the itinerary's ends: fares are sold city pair to city pair.
  distanceKm: number;
  stops: number;
  departureDate: string;
  today: string;
  // The fullest segment's share of seats sold in the cabin.
  loadFactor: number;
  // Identifies the flights; gives each its own small, stable price difference.
  seed: string;
}

export function adultBaseFareUsd(input: FareInput): number {
  const variation = 0.93 + 0.14 * seededRandom('fare', input.seed, input.cabin)();
  const fare =
    distanceFareUsd(input.distanceKm) *
    CABIN_FARE_MULTIPLIERS[input.cabin] *
    input.carrier.fareLevel *
    WEEKDAY_FARE_FACTORS[weekday(input.departureDate)]! *
    (STOPS_FARE_FACTORS[input.stops] ?? STOPS_FARE_FACTORS[2]) *
    advancePurchaseFactor(dayNumber(input.departureDate) - dayNumber(input.today)) *
    loadFactorFactor(input.loadFactor) *
    variation;
  return Math.round(fare * 100) / 100;
}

// Amadeus' fee types (Flight Offers Search v2 allows TICKETING, FORM_OF_PAYMENT and SUPPLIER)
// that Safar's offers carry. Taxes are not fees: an offer lists them apart (`price.taxes`).
export const FEE_TYPES = ['SUPPLIER', 'TICKETING'] as const;
export type FeeType = (typeof FEE_TYPES)[number];

// IATA's code for taxes shown together on a ticket ("XT"): Safar's taxes are one figure per
// leg, the government's share of the base and each departure's airport charges.
export const TAX_CODE = 'XT';

// What a traveller pays for a leg on top of its base fare: government taxes and airport charges
// (per departure; an infant on a lap pays the percentage only) and the full-service carrier
// surcharge (SUPPLIER). Safar's service fee (TICKETING, SERVICE_FEE_USD) is once per traveller
// per offer, however many legs: offers.ts adds it.
export interface LegCharges {
  taxes: number;
  SUPPLIER: number;
}

export function legChargesUsd(
  baseUsd: number,
  carrier: Carrier,
  departures: readonly Airport[],
  seated: boolean,
): LegCharges {
  const airportCharges = seated
    ? departures.reduce((sum, airport) => sum + AIRPORT_CHARGES_USD[airport.size], 0)
    : 0;
  return {
    taxes: airportCharges + baseUsd * TAX_RATE,
    SUPPLIER: carrier.lowCost ? 0 : baseUsd * CARRIER_SURCHARGE_RATE,
  };
}
