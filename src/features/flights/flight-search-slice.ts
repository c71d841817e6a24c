import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { PASSENGER_LIMITS as SERVER_PASSENGER_LIMITS } from '@server/modules/flights/constants.ts';

import { TRAVEL_CLASSES, type LocationSuggestion, type TravelClass } from './api/flight-types';
import { isBefore, isIsoDate, todayIso } from '@/lib/iso-date';
import { lazySlice } from '@/lib/lazy-slices';
import { toLocationSuggestion } from './model/location-guards';

/*
 * The home page's flight search form (§3 "Flight search form state"). It is persisted by
 * redux-persist, so a traveller who reloads or comes back finds the search as they left it; dates
 * are ISO strings (YYYY-MM-DD). It joins the store when the flight features load
 * (lib/lazy-slices.ts); its module also loads whenever stored state is checked at start
 * (app/persistence.ts), so it stays free of date and validation libraries.
 */

export const TRIP_TYPES = ['one-way', 'round-trip'] as const;
export type TripType = (typeof TRIP_TYPES)[number];

/** §5/§9: at least 1 adult, at least 0 children, at most 9 passengers in all (the server's). */
export const PASSENGER_LIMITS = {
  minAdults: SERVER_PASSENGER_LIMITS.adultsMin,
  minChildren: 0,
  maxTotal: SERVER_PASSENGER_LIMITS.seatedMax,
} as const;

export interface Passengers {
  adults: number;
  children: number;
}

export interface FlightSearchState {
  origin: LocationSuggestion | null;
  destination: LocationSuggestion | null;
  departureDate: string | null;
  returnDate: string | null;
  tripType: TripType;
  cabinClass: TravelClass;
  passengers: Passengers;
}

export const initialFlightSearchState: FlightSearchState = {
  origin: null,
  destination: null,
  departureDate: null,
  returnDate: null,
  tripType: 'round-trip',
  cabinClass: 'ECONOMY',
  passengers: { adults: 1, children: 0 },
};

const isTripType = (value: unknown): value is TripType =>
  (TRIP_TYPES as readonly unknown[]).includes(value);
const isTravelClass = (value: unknown): value is TravelClass =>
  (TRAVEL_CLASSES as readonly unknown[]).includes(value);

/** Whole numbers within the §5 limits; anything else becomes the nearest allowed count. */
export function clampPassengers({ adults, children }: Passengers): Passengers {
  const { minAdults, minChildren, maxTotal } = PASSENGER_LIMITS;
  const whole = (value: number, fallback: number) =>
    Number.isFinite(value) ? Math.trunc(value) : fallback;
  const safeAdults = Math.min(Math.max(whole(adults, minAdults), minAdults), maxTotal);
  const safeChildren = Math.min(
    Math.max(whole(children, minChildren), minChildren),
    maxTotal - safeAdults,
  );
  return { adults: safeAdults, children: safeChildren };
}

const flightSearchSlice = createSlice({
  name: 'flightSearch',
  initialState: initialFlightSearchState,
  reducers: {
    originChanged(state, action: PayloadAction<LocationSuggestion | null>) {
      state.origin = action.payload;
    },
    destinationChanged(state, action: PayloadAction<LocationSuggestion | null>) {
      state.destination = action.payload;
    },
    airportsSwapped(state) {
      [state.origin, state.destination] = [state.destination, state.origin];
    },
    departureDateChanged(state, action: PayloadAction<string | null>) {
      state.departureDate = action.payload;
      // §5: the return is never before the departure.
      if (action.payload && state.returnDate && isBefore(state.returnDate, action.payload)) {
        state.returnDate = null;
      }
    },
    returnDateChanged(state, action: PayloadAction<string | null>) {
      state.returnDate = state.tripType === 'round-trip' ? action.payload : null;
    },
    tripTypeChanged(state, action: PayloadAction<TripType>) {
      state.tripType = action.payload;
      // §4: switching to one-way clears the return date.
      if (action.payload === 'one-way') state.returnDate = null;
    },
    cabinClassChanged(state, action: PayloadAction<TravelClass>) {
      state.cabinClass = action.payload;
    },
    passengersChanged(state, action: PayloadAction<Passengers>) {
      state.passengers = clampPassengers(action.payload);
    },
    /** A whole search put back into the form (to change a search the server refused). */
    searchRestored(_state, action: PayloadAction<FlightSearchState>) {
      return sanitizeFlightSearchState(action.payload) ?? initialFlightSearchState;
    },
  },
  selectors: {
    selectFlightSearchForm: (state) => state,
  },
});

export const {
  originChanged,
  destinationChanged,
  airportsSwapped,
  departureDateChanged,
  returnDateChanged,
  tripTypeChanged,
  cabinClassChanged,
  passengersChanged,
  searchRestored,
} = flightSearchSlice.actions;
export const { selectFlightSearchForm } = lazySlice(flightSearchSlice);
export const flightSearchReducer = flightSearchSlice.reducer;

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * Keeps what a rehydrated form may keep: each field that has the expected shape, the rest back to
 * its default. Dates that are no longer valid choices (a departure now in the past, a return
 * before the departure or on a one-way trip) are cleared.
 */
export function sanitizeFlightSearchState(
  value: unknown,
  today = todayIso(),
): FlightSearchState | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const stored = record(value);
  const tripType = isTripType(stored.tripType)
    ? stored.tripType
    : initialFlightSearchState.tripType;
  const departureDate =
    isIsoDate(stored.departureDate) && !isBefore(stored.departureDate, today)
      ? stored.departureDate
      : null;
  const returnDate =
    tripType === 'round-trip' &&
    isIsoDate(stored.returnDate) &&
    !isBefore(stored.returnDate, departureDate ?? today)
      ? stored.returnDate
      : null;
  const passengers = record(stored.passengers);
  return {
    origin: toLocationSuggestion(stored.origin),
    destination: toLocationSuggestion(stored.destination),
    departureDate,
    returnDate,
    tripType,
    cabinClass: isTravelClass(stored.cabinClass)
      ? stored.cabinClass
      : initialFlightSearchState.cabinClass,
    passengers:
      typeof passengers.adults === 'number' && typeof passengers.children === 'number'
        ? clampPassengers({ adults: passengers.adults, children: passengers.children })
        : initialFlightSearchState.passengers,
  };
}
