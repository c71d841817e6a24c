import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { RADIUS_KM, STAY_LIMITS } from '@server/modules/hotels/constants.ts';

import { isBefore } from '@/lib/iso-date';
import { lazySlice } from '@/lib/lazy-slices';

import type { ReadableSearch, RoomGuests } from './model/hotel-search';

/*
 * The home page's hotel search form (§3 "Local selections": room entries and the location mode),
 * persisted by redux-persist so a traveller who comes back finds it as they left it. Dates are
 * ISO strings (YYYY-MM-DD).
 */

export const LOCATION_MODES = ['none', 'current', 'map'] as const;
export type LocationMode = (typeof LOCATION_MODES)[number];

export interface ChosenCity {
  code: string;
  name: string;
  /** The city in Arabic, as the location search names it (absent in older saved searches). */
  nameAr?: string;
  countryCode: string;
}

export interface HotelSearchFormState {
  /**
   * §3: none searches a city; current searches around the traveller's position, map around a
   * point chosen on the map.
   */
  mode: LocationMode;
  destination: ChosenCity | null;
  point: { latitude: number; longitude: number } | null;
  /** km, within RADIUS_KM. */
  radius: number;
  checkIn: string | null;
  checkOut: string | null;
  rooms: RoomGuests[];
}

export const DEFAULT_ROOM: RoomGuests = { adults: 2, childAges: [] };

export const initialHotelSearchState: HotelSearchFormState = {
  mode: 'none',
  destination: null,
  point: null,
  radius: RADIUS_KM.default,
  checkIn: null,
  checkOut: null,
  rooms: [DEFAULT_ROOM],
};

/** §5: a radius from 1 to 50 km; anything else falls back to 10. */
export function radiusFrom(value: unknown): number {
  const radius = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof radius === 'number' &&
    Number.isFinite(radius) &&
    radius >= RADIUS_KM.min &&
    radius <= RADIUS_KM.max
    ? radius
    : RADIUS_KM.default;
}

const hotelSearchSlice = createSlice({
  name: 'hotelSearch',
  initialState: initialHotelSearchState,
  reducers: {
    destinationChanged(state, action: PayloadAction<ChosenCity | null>) {
      state.destination = action.payload;
    },
    locationModeChanged(state, action: PayloadAction<LocationMode>) {
      state.mode = action.payload;
      if (action.payload === 'none') state.point = null;
    },
    pointLocated(state, action: PayloadAction<{ latitude: number; longitude: number }>) {
      state.mode = 'current';
      state.point = action.payload;
    },
    /** The map picker's point and radius, confirmed. */
    pointChosen(
      state,
      action: PayloadAction<{ latitude: number; longitude: number; radius: number }>,
    ) {
      const { latitude, longitude, radius } = action.payload;
      state.mode = 'map';
      state.point = { latitude, longitude };
      state.radius = radiusFrom(radius);
    },
    radiusChanged(state, action: PayloadAction<unknown>) {
      state.radius = radiusFrom(action.payload);
    },
    checkInChanged(state, action: PayloadAction<string>) {
      state.checkIn = action.payload;
      // §5: check-out stays after check-in.
      if (state.checkOut && !isBefore(action.payload, state.checkOut)) state.checkOut = null;
    },
    checkOutChanged(state, action: PayloadAction<string>) {
      state.checkOut = action.payload;
    },
    /**
     * A /hotels link that could not be read in full: the form takes what could be (a city, a
     * point, dates, rooms) and clears the rest, so the traveller fixes only what is wrong.
     */
    searchLinkRead(state, action: PayloadAction<ReadableSearch>) {
      const { place, checkIn, checkOut, rooms } = action.payload;
      if (place?.kind === 'city') {
        state.mode = 'none';
        state.point = null;
        state.destination = { code: place.code, name: place.name, countryCode: '' };
      } else if (place) {
        state.mode = 'map';
        state.point = { latitude: place.latitude, longitude: place.longitude };
        state.radius = radiusFrom(place.radius);
      } else {
        state.mode = 'none';
        state.point = null;
        state.destination = null;
      }
      state.checkIn = checkIn;
      state.checkOut = checkOut;
      if (rooms) state.rooms = rooms;
    },
    roomsChanged(state, action: PayloadAction<RoomGuests[]>) {
      // §5: at least one room.
      if (action.payload.length >= 1 && action.payload.length <= STAY_LIMITS.roomsMax) {
        state.rooms = action.payload;
      }
    },
  },
  selectors: {
    selectHotelSearchForm: (state) => state,
  },
});

export const {
  destinationChanged,
  locationModeChanged,
  pointLocated,
  pointChosen,
  radiusChanged,
  checkInChanged,
  checkOutChanged,
  roomsChanged,
  searchLinkRead,
} = hotelSearchSlice.actions;
export const { selectHotelSearchForm } = lazySlice(hotelSearchSlice);
export const hotelSearchReducer = hotelSearchSlice.reducer;
