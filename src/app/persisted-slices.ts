import { sanitizeFavoritesState } from '@/components/favorites/persisted-favorites';
import { sanitizeCarBookingState } from '@/features/cars/booking/persisted-draft';
import { sanitizeFlightBookingState } from '@/features/flights/booking/persisted-wizard';
import { sanitizeFlightSearchState } from '@/features/flights/flight-search-slice';
import { sanitizeHomeState } from '@/features/home/home-slice';
import { sanitizeHotelBookingState } from '@/features/hotels/booking/persisted-draft';
import { sanitizeHotelSearchState } from '@/features/hotels/persisted-search';

import type { PersistedSlice } from './persistence';

/** Each persisted slice's sanitizer (see persistence.ts): what a stored value may keep. */
export const sanitizers: Record<PersistedSlice, (value: unknown) => unknown> = {
  home: sanitizeHomeState,
  flightSearch: sanitizeFlightSearchState,
  flightBooking: sanitizeFlightBookingState,
  hotelSearch: sanitizeHotelSearchState,
  hotelBooking: sanitizeHotelBookingState,
  favorites: sanitizeFavoritesState,
  carBooking: sanitizeCarBookingState,
};
