// Every number the flight model is tuned with, in one place, as plain values (the SPA may import
// them). See README.md in this folder for what each rule means.

export const CABINS = ['ECONOMY', 'PREMIUM_ECONOMY', 'BUSINESS', 'FIRST'] as const;
export type Cabin = (typeof CABINS)[number];

// Passengers (§9: at most 9 seated passengers, at least 1 adult; an infant sits on an adult's lap).
export const PASSENGER_LIMITS = { adultsMin: 1, seatedMax: 9 } as const;
export const CHILD_FARE_RATIO = 0.75;
export const INFANT_FARE_RATIO = 0.1;

// Searches reach 361 days ahead, as airline schedules do.
export const MAX_DAYS_AHEAD = 361;
// A flight is no longer sold in the last two hours before it leaves.
export const SALES_CUTOFF_MINUTES = 120;

// Connections.
export const MIN_CONNECTION_MINUTES = 60;
export const MIN_CONNECTION_MINUTES_MAJOR_HUB = 90;
export const MAX_CONNECTION_MINUTES = 12 * 60;
// An airport with at least this many carrier routes counts as one of the largest hubs.
export const MAJOR_HUB_MIN_ROUTES = 470;
// No itinerary flies more than this times the great-circle distance between its ends.
export const MAX_DETOUR_RATIO = 1.6;

// How many seats a search reports at most (as GDSs do).
export const MAX_BOOKABLE_SEATS_SHOWN = 9;

// Result sets.
export const DEFAULT_MAX_OFFERS = 250;
export const FLIGHT_PAGE_SIZE = { default: 10, max: 50 } as const;
export const SORT_OPTIONS = ['price', 'duration', 'departure'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const BAGGAGE_OPTIONS = ['included', 'excluded'] as const;
export type BaggageOption = (typeof BAGGAGE_OPTIONS)[number];

// Network.
// No route is shorter than this (Dubai–Sharjah is a drive, not a flight).
export const MIN_ROUTE_KM = 200;
// Low-cost carriers fly short and medium routes only.
export const LOW_COST_MAX_ROUTE_KM = 4_500;
// A long-haul destination outside an airline's region is a large airport with a runway a
// wide-body can use at full weight.
export const LONG_HAUL_MIN_RUNWAY_FT = 10_000;
// A medium airport takes jets from this runway length.
export const JET_MIN_RUNWAY_FT = 6_000;
// At most this many daily flights on one route of one airline.
export const MAX_DAILY_FLIGHTS = 5;

// Block time = taxi + distance flown / cruise speed, where airways are this much longer than the
// great circle; rounded to 5 minutes.
export const TAXI_MINUTES = 30;
export const ROUTING_FACTOR = 1.05;

// Fares (US dollars; see fares.ts and README.md, "Fares").
export const CABIN_FARE_MULTIPLIERS: Record<Cabin, number> = {
  ECONOMY: 1,
  PREMIUM_ECONOMY: 1.7,
  BUSINESS: 3.6,
  FIRST: 6,
};
// Sunday … Saturday: Fridays and Sundays cost more, midweek less.
export const WEEKDAY_FARE_FACTORS = [1.08, 1, 0.92, 0.92, 1.02, 1.1, 0.96] as const;
// Connecting itineraries sell for less than nonstop ones.
export const STOPS_FARE_FACTORS = [1, 0.88, 0.8] as const;
// Airport charges per departing passenger, by airport size.
export const AIRPORT_CHARGES_USD = { large: 32, medium: 20, small: 12 } as const;
// Government taxes as a share of the base fare; the full-service carrier surcharge likewise.
export const TAX_RATE = 0.05;
export const CARRIER_SURCHARGE_RATE = 0.1;
// §9's "taxes and fees 89 per passenger": Safar's own fee, charged to every passenger (lap
// infants too) as the offer's TICKETING fee, so the first price a traveller sees includes it and
// the booking adds nothing that was not on the card.
export const SERVICE_FEE_USD = 89;
