import type { FlightSearchField } from '../schemas/flight-search-schema';

/** The input of each field a search needs, so a refused search can focus the first to fix. */
export const FLIGHT_SEARCH_FIELD_IDS: Record<FlightSearchField, string> = {
  origin: 'flight-search-origin',
  destination: 'flight-search-destination',
  departureDate: 'flight-search-departure',
  returnDate: 'flight-search-return',
};
