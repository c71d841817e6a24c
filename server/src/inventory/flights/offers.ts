import {
  CHILD_FARE_RATIO,
  INFANT_FARE_RATIO,
  MAX_BOOKABLE_SEATS_SHOWN,
  type Cabin,
} from './constants.ts';
import { type CurrencyCode } from '../shared/currencies.ts';
import type { Airport } from './data/airports.ts';
import { SERVICE_FEE_USD } from './constants.ts';
import {
  adultBaseFareUsd,
  FEE_TYPES,
  legChargesUsd,
  TAX_CODE,
  type FeeType,
  type LegCharges,
} from './fares.ts';
import { distanceKm } from '../shared/geo.ts';
import type { FlightInventory } from './inventory.ts';
import type { Itinerary } from './itineraries.ts';
import { formatMinorUnits, toMinorUnits } from '../shared/money.ts';
import { stableId } from '../shared/random.ts';
import type { ScheduledFlight } from './schedule.ts';
import { cabinCapacity, includedBags } from './seats.ts';
import { addDays, isoDuration } from '../shared/time.ts';
import type {
  FlightItinerary,
  FlightOffer,
  FlightSegment,
  RankedOffer,
  TravelerPricing,
  TravelerType,
} from './types.ts';
import { endpointsOf } from './endpoints.ts';

// Seats already sold on a flight in the searched cabin (bookings, from the database).
export type SoldSeats = (flight: {
  carrier: string;
  number: number;
  departureDate: string;
}) => number;

export interface Travelers {
  adults: number;
  children: number;
  infants: number;
}

export interface PricingContext {
  cabin: Cabin;
  currency: CurrencyCode;
  // Local date at the origin when searching: days before departure count from it.
  today: string;
  travelers: Travelers;
  soldSeats: SoldSeats;
}

interface Amounts {
  base: number;
  charges: LegCharges;
}

// One itinerary priced for one search: per traveller type, in minor units of the currency.
export interface PricedLeg {
  itinerary: Itinerary;
  seatsLeft: number;
  loadFactor: number;
  bags: number;
  amounts: Record<TravelerType, Amounts>;
}

export const legAmountsTotal = (amounts: Amounts) =>
  amounts.base + amounts.charges.taxes + amounts.charges.SUPPLIER;

// Safar's service fee, once per traveller per offer (one way or return), in minor units.
const serviceFee = (context: PricingContext) => toMinorUnits(SERVICE_FEE_USD, context.currency);

// Prices an itinerary, or null when it has fewer seats left than the search has seated travellers.
export function priceLeg(
  inventory: FlightInventory,
  itinerary: Itinerary,
  context: PricingContext,
): PricedLeg | null {
  const carrier = inventory.carriers.get(itinerary.carrier);
  if (!carrier) return null;
  let seatsLeft = Infinity;
  let loadFactor = 0;
  for (const flight of itinerary.segments) {
    const capacity = cabinCapacity(carrier, flight.aircraft, context.cabin);
    const sold = Math.max(0, context.soldSeats(flight));
    seatsLeft = Math.min(seatsLeft, capacity - sold);
    loadFactor = Math.max(loadFactor, capacity > 0 ? sold / capacity : 1);
  }
  const { adults, children } = context.travelers;
  if (seatsLeft < Math.max(1, adults + children)) return null;

  const segments = itinerary.segments;
  const first = segments[0] as ScheduledFlight;
  const last = segments[segments.length - 1] as ScheduledFlight;
  const origin = inventory.airports.get(first.origin) as Airport;
  const destination = inventory.airports.get(last.destination) as Airport;
  const adultUsd = adultBaseFareUsd({
    carrier,
    cabin: context.cabin,
    distanceKm: distanceKm(origin, destination),
    stops: itinerary.stops,
    departureDate: first.departureDate,
    today: context.today,
    loadFactor,
    seed: segments.map((flight) => `${flight.carrier}${flight.number}`).join('+'),
  });
  const departures = segments.map((flight) => inventory.airports.get(flight.origin) as Airport);
  const amountsFor = (ratio: number, seated: boolean): Amounts => {
    const baseUsd = Math.round(adultUsd * ratio * 100) / 100;
    const charges = legChargesUsd(baseUsd, carrier, departures, seated);
    return {
      base: toMinorUnits(baseUsd, context.currency),
      charges: {
        taxes: toMinorUnits(charges.taxes, context.currency),
        SUPPLIER: toMinorUnits(charges.SUPPLIER, context.currency),
      },
    };
  };
  return {
    itinerary,
    seatsLeft,
    loadFactor,
    bags: includedBags(carrier, context.cabin),
    amounts: {
      ADULT: amountsFor(1, true),
      CHILD: amountsFor(CHILD_FARE_RATIO, true),
      HELD_INFANT: amountsFor(INFANT_FARE_RATIO, false),
    },
  };
}

// The fare's booking class: the cabin's letter, economy by how full the flight is; a low-cost
// airline sells one basic economy fare, V (what each allows: FARE_CHANGE_RULES in
// modules/flights/constants.ts).
function bookingClass(cabin: Cabin, loadFactor: number, lowCost: boolean): string {
  if (cabin === 'FIRST') return 'F';
  if (cabin === 'BUSINESS') return loadFactor < 0.8 ? 'J' : 'C';
  if (cabin === 'PREMIUM_ECONOMY') return 'W';
  if (lowCost) return 'V';
  return loadFactor < 0.5 ? 'K' : loadFactor < 0.8 ? 'M' : 'Y';
}

// The offer's travellers in the order it lists them: adults, children, infants on a lap.
function listTravelerTypes(travelers: Travelers): TravelerType[] {
  return [
    ...Array<TravelerType>(travelers.adults).fill('ADULT'),
    ...Array<TravelerType>(travelers.children).fill('CHILD'),
    ...Array<TravelerType>(travelers.infants).fill('HELD_INFANT'),
  ];
}

// The offer id: a hash of the itineraries' keys (their flights' keys joined by '+') and the cabin.
export function offerId(legs: readonly PricedLeg[], cabin: Cabin): string {
  return stableId(`${legs.map((leg) => leg.itinerary.key).join('/')}/${cabin}`);
}

// One offer from one leg (one way) or two (out and back), on one airline.
// `id`: offerId(legs, cabin) when the caller knows it already (the same itineraries priced
// before).
export function rankOffer(
  inventory: FlightInventory,
  legs: readonly PricedLeg[],
  context: PricingContext,
  id: string = offerId(legs, context.cabin),
): RankedOffer {
  const firstLeg = legs[0] as PricedLeg;
  const fee = serviceFee(context);
  const travelerTotal = (type: TravelerType) =>
    legs.reduce((sum, leg) => sum + legAmountsTotal(leg.amounts[type]), fee);
  // Whole minor units: the travellers' totals add up exactly in any order.
  const { adults, children, infants } = context.travelers;
  const adultTotal = travelerTotal('ADULT');
  const grandTotalMinor =
    adults * adultTotal +
    (children > 0 ? children * travelerTotal('CHILD') : 0) +
    (infants > 0 ? infants * travelerTotal('HELD_INFANT') : 0);
  return {
    id,
    carrier: firstLeg.itinerary.carrier,
    stops: Math.max(...legs.map((leg) => leg.itinerary.stops)),
    grandTotalMinor,
    maxTravelerTotalMinor: adultTotal,
    durationMinutes: legs.reduce((sum, leg) => sum + leg.itinerary.durationMinutes, 0),
    departureUtc: firstLeg.itinerary.departureUtc,
    bagsIncluded: firstLeg.bags > 0,
    build: () => buildOffer(inventory, id, legs, context),
  };
}

function buildOffer(
  inventory: FlightInventory,
  id: string,
  legs: readonly PricedLeg[],
  context: PricingContext,
): FlightOffer {
  const { currency, cabin } = context;
  let segmentCount = 0;
  const fareDetails: TravelerPricing['fareDetailsBySegment'] = [];
  const itineraries: FlightItinerary[] = legs.map((leg) => ({
    duration: isoDuration(leg.itinerary.durationMinutes),
    segments: leg.itinerary.segments.map((flight): FlightSegment => {
      segmentCount += 1;
      const segmentId = String(segmentCount);
      const origin = inventory.airports.get(flight.origin) as Airport;
      const destination = inventory.airports.get(flight.destination) as Airport;
      const bags = { quantity: leg.bags };
      fareDetails.push({
        segmentId,
        cabin,
        class: bookingClass(
          cabin,
          leg.loadFactor,
          inventory.carriers.get(leg.itinerary.carrier)?.lowCost === true,
        ),
        includedCheckedBags: bags,
      });
      return {
        ...endpointsOf(inventory, flight, origin, destination),
        carrierCode: flight.carrier,
        number: String(flight.number),
        aircraft: { code: flight.aircraft },
        duration: isoDuration(flight.durationMinutes),
        id: segmentId,
        numberOfStops: 0,
        includedCheckedBags: bags,
      };
    }),
  }));

  const fee = serviceFee(context);
  const feeTotals: Record<FeeType, number> = { SUPPLIER: 0, TICKETING: 0 };
  let taxTotal = 0;
  let baseTotal = 0;
  const types = listTravelerTypes(context.travelers);
  const travelerPricings = types.map((travelerType, index): TravelerPricing => {
    let base = 0;
    let travelerTotal = fee;
    feeTotals.TICKETING += fee;
    for (const leg of legs) {
      const amounts = leg.amounts[travelerType];
      base += amounts.base;
      travelerTotal += legAmountsTotal(amounts);
      taxTotal += amounts.charges.taxes;
      feeTotals.SUPPLIER += amounts.charges.SUPPLIER;
    }
    baseTotal += base;
    return {
      travelerId: String(index + 1),
      fareOption: 'STANDARD',
      travelerType,
      price: { currency, total: formatMinorUnits(travelerTotal), base: formatMinorUnits(base) },
      fareDetailsBySegment: fareDetails,
    };
  });
  const grandTotal = FEE_TYPES.reduce((sum, type) => sum + feeTotals[type], baseTotal + taxTotal);
  const firstDeparture = (legs[0] as PricedLeg).itinerary.segments[0] as ScheduledFlight;
  const dayBefore = addDays(firstDeparture.departureDate, -1);

  return {
    type: 'flight-offer',
    id,
    source: 'GDS',
    oneWay: legs.length === 1,
    lastTicketingDate: dayBefore > context.today ? dayBefore : context.today,
    numberOfBookableSeats: Math.min(MAX_BOOKABLE_SEATS_SHOWN, ...legs.map((leg) => leg.seatsLeft)),
    itineraries,
    price: {
      currency,
      total: formatMinorUnits(grandTotal),
      base: formatMinorUnits(baseTotal),
      fees: FEE_TYPES.map((type) => ({ amount: formatMinorUnits(feeTotals[type]), type })),
      taxes: [{ amount: formatMinorUnits(taxTotal), code: TAX_CODE }],
      grandTotal: formatMinorUnits(grandTotal),
    },
    validatingAirlineCodes: [(legs[0] as PricedLeg).itinerary.carrier],
    travelerPricings,
    class: cabin,
  };
}
