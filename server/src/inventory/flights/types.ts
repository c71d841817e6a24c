import type { Cabin } from './constants.ts';
import type { CurrencyCode } from '../shared/currencies.ts';
import type { FeeType } from './fares.ts';
import type { PlaceNames } from './arabic-names.ts';

// A flight offer in the Amadeus shape of the spec (§3): ids and money as strings, local airport
// times without offset, ISO 8601 durations. modules/flights/schemas.ts describes the same shape
// for the API; the route's typed reply keeps the two in step.

// Beyond Amadeus's endpoint: the airport's and its city's names in English and Arabic (issue 12),
// so every screen that shows the offer, and the booking that keeps it, can name the places.
export interface FlightEndpoint extends PlaceNames {
  iataCode: string;
  terminal?: string;
  // Local time at the airport: 'YYYY-MM-DDTHH:mm:ss'.
  at: string;
}

export interface IncludedCheckedBags {
  quantity: number;
}

export interface FlightSegment {
  departure: FlightEndpoint;
  arrival: FlightEndpoint;
  carrierCode: string;
  number: string;
  aircraft: { code: string };
  duration: string;
  id: string;
  numberOfStops: number;
  includedCheckedBags: IncludedCheckedBags;
}

export interface FlightItinerary {
  duration: string;
  segments: FlightSegment[];
}

export interface OfferFee {
  amount: string;
  type: FeeType;
}

// Amadeus' Tax: an amount and its IATA code.
export interface OfferTax {
  amount: string;
  code: string;
}

export interface OfferPrice {
  currency: CurrencyCode;
  total: string;
  base: string;
  fees: OfferFee[];
  taxes: OfferTax[];
  grandTotal: string;
}

export type TravelerType = 'ADULT' | 'CHILD' | 'HELD_INFANT';

export interface FareDetailsBySegment {
  segmentId: string;
  cabin: Cabin;
  class: string;
  includedCheckedBags: IncludedCheckedBags;
}

export interface TravelerPricing {
  travelerId: string;
  fareOption: 'STANDARD';
  travelerType: TravelerType;
  price: { currency: CurrencyCode; total: string; base: string };
  fareDetailsBySegment: FareDetailsBySegment[];
}

export interface FlightOffer {
  type: 'flight-offer';
  id: string;
  source: 'GDS';
  oneWay: boolean;
  lastTicketingDate: string;
  numberOfBookableSeats: number;
  itineraries: FlightItinerary[];
  price: OfferPrice;
  validatingAirlineCodes: string[];
  travelerPricings: TravelerPricing[];
  class: Cabin;
}

// An offer as filters and sorts see it; the full offer is built only for the page returned.
export interface RankedOffer {
  id: string;
  carrier: string;
  // The most stops of any of its itineraries.
  stops: number;
  grandTotalMinor: number;
  // The dearest traveller's total (an adult's): what maxPrice limits.
  maxTravelerTotalMinor: number;
  // Flights and connections of all itineraries.
  durationMinutes: number;
  departureUtc: number;
  bagsIncluded: boolean;
  build(): FlightOffer;
}
