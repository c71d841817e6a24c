import type { FlightSearchParams, LocationSuggestion } from '../api/flight-types';
import type { FlightSearchState } from '../flight-search-slice';
import type { FlightSearchField } from '../schemas/flight-search-schema';

/**
 * The home form's state for a search (to change it there): the airports as the form knew them
 * when it sent the search, else by code; `clear` empties the field the traveller has to fix.
 */
export function searchFormOf(
  params: FlightSearchParams,
  places: { origin?: LocationSuggestion | null; destination?: LocationSuggestion | null },
  clear?: FlightSearchField,
): FlightSearchState {
  const place = (code: string, known: LocationSuggestion | null | undefined) =>
    known?.iataCode === code ? known : { name: code, iataCode: code };
  const form: FlightSearchState = {
    origin: place(params.originLocationCode, places.origin),
    destination: place(params.destinationLocationCode, places.destination),
    departureDate: params.departureDate,
    returnDate: params.returnDate ?? null,
    tripType: params.returnDate ? 'round-trip' : 'one-way',
    cabinClass: params.travelClass ?? 'ECONOMY',
    passengers: { adults: params.adults, children: params.children ?? 0 },
  };
  return clear ? { ...form, [clear]: null } : form;
}
