import type {
  BaggageOption,
  Cabin,
  FlightOffersPage as ServerFlightOffersPage,
  FlightSegment as ServerFlightSegment,
  SortOption,
} from '@server/modules/flights/schemas.ts';
import type { LocationSubType } from '@server/modules/locations/constants.ts';
import type { Location as ServerLocation } from '@server/modules/locations/schemas.ts';

// The server's lists, its own values (from its plain-value constants files).
export {
  CABINS as TRAVEL_CLASSES,
  SORT_OPTIONS,
  BAGGAGE_OPTIONS,
} from '@server/modules/flights/constants.ts';
export { LOCATION_SUBTYPES as LOCATION_SUB_TYPES } from '@server/modules/locations/constants.ts';
export type { LocationSubType };

/*
 * The flight API is written once, as the server's TypeBox schemas (server/src/modules/flights and
 * locations), and its types are imported from there (type-only: no server code reaches the
 * bundle). The types below are what the screens read: a subset of the server's answers, loose
 * enough for the three result-page shapes of §3 and for offers kept in localStorage by an older
 * build. flight-contract.test.ts checks that every answer of the server is one of them.
 */
export type {
  FlightDates,
  FlightOffer as ApiFlightOffer,
  FlightOffersPage as ApiFlightOffersPage,
  FlightSearchQuery as ApiFlightSearchQuery,
} from '@server/modules/flights/schemas.ts';
export type {
  Location as ApiLocation,
  NearestAirport as ApiNearestAirport,
} from '@server/modules/locations/schemas.ts';

/**
 * GET /api/locations/search/ answers a list of these: the server's fields, only the name and
 * code required (a suggestion kept by an older build, or made from a code, has no others).
 * `nameAr` and `cityNameAr` are the names in Arabic.
 */
export type LocationSuggestion = Pick<ServerLocation, 'name' | 'iataCode'> &
  Partial<Pick<ServerLocation, 'cityName' | 'countryCode' | 'subType' | 'nameAr' | 'cityNameAr'>>;

/** GET /api/locations/nearest/ adds the distance in km, nearest first. */
export interface NearbyLocation extends LocationSuggestion {
  distance?: number;
}

export type TravelClass = Cabin;
export type SortBy = SortOption;
export type Baggage = BaggageOption;

/** The query of GET /api/shopping/flight-offers/ that the SPA sends (§3 "Flight search params"). */
export interface FlightSearchParams {
  originLocationCode: string;
  destinationLocationCode: string;
  /** YYYY-MM-DD */
  departureDate: string;
  returnDate?: string;
  adults: number;
  children?: number;
  travelClass?: TravelClass;
  sort_by?: SortBy;
  baggage?: Baggage;
  min_price?: number;
  max_price?: number;
  /** Sent repeated: stops=0&stops=1 */
  stops?: number[];
  /** Sent comma-joined: airlines=EK,BA */
  airlines?: string[];
}

/**
 * The airport's and its city's names in English and Arabic, as the server gives them; an offer
 * or a booking from before they were added has only the code.
 */
export type EndpointNames = Pick<
  ServerFlightSegment['departure'],
  'name' | 'nameAr' | 'cityName' | 'cityNameAr'
>;

export interface FlightEndpoint extends EndpointNames {
  iataCode: string;
  terminal?: string;
  /** Local airport time without offset, e.g. 2026-12-01T08:30:00 */
  at: string;
}

export interface FlightSegment {
  id: string;
  departure: FlightEndpoint;
  arrival: FlightEndpoint;
  carrierCode: string;
  number: string;
  aircraft?: { code: string };
  /** ISO 8601, e.g. PT7H25M */
  duration?: string;
  numberOfStops?: number;
  includedCheckedBags?: { quantity?: number };
}

export interface FlightItinerary {
  duration?: string;
  segments: FlightSegment[];
}

export interface FlightPrice {
  currency: string;
  total: string;
  base?: string;
  grandTotal?: string;
  fees?: { amount: string; type: string }[];
}

export interface FareDetails {
  segmentId: string;
  cabin?: string;
  class?: string;
  includedCheckedBags?: { quantity?: number };
}

export interface TravelerPricing {
  travelerId: string;
  travelerType: string;
  price: { currency: string; total: string; base?: string };
  fareDetailsBySegment?: FareDetails[];
}

export interface FlightOffer {
  type?: 'flight-offer';
  id: string;
  source?: string;
  oneWay?: boolean;
  lastTicketingDate?: string;
  numberOfBookableSeats?: number;
  /** The cabin, e.g. ECONOMY */
  class?: string;
  validatingAirlineCodes?: string[];
  itineraries: FlightItinerary[];
  price: FlightPrice;
  travelerPricings?: TravelerPricing[];
}

/** An airline's names as the answer gave them, in English and in Arabic. */
export type AirlineName = Partial<
  Pick<ServerFlightOffersPage['facets']['airlines'][number], 'name' | 'nameAr'>
>;

export interface AirlineFacet extends AirlineName {
  code: string;
  count?: number;
  minPrice?: number;
}

export interface FlightFacets {
  airlines: AirlineFacet[];
  price: { min: number; max: number; currency: string } | null;
  stops: { stops: number; count?: number }[];
}

/** One page of results, whatever shape the server answered (see normaliseOffersPage). */
export interface FlightOffersPage {
  offers: FlightOffer[];
  count: number | null;
  next: string | null;
  facets: FlightFacets | null;
}
