// Favorites as plain values (the SPA imports them).

import type { BookingKind } from '../bookings/constants.ts';

// What can be saved: the kinds that can be booked.
export type FavoriteKind = BookingKind;

// An account keeps at most this many; saving one more is a 409 until one is removed.
export const FAVORITES_MAX = 200;
// A guest's device keeps at most this many, added to the account in one request at sign-in.
export const GUEST_FAVORITES_MAX = 50;

export const FAVORITES_PAGE_SIZE = { default: 20, max: 50 } as const;

// An item's stable key within its kind: a hotel's code, a flight offer's id, a car's supplier,
// class and pickup branch (MR.CDAR.DXB).
export const FAVORITE_KEY_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$';

// Where a saved item's picture is: a path on our own server (never another site).
export const FAVORITE_IMAGE_PATTERN = '^/(?!/)(?!.*\\.\\.)[A-Za-z0-9/_.-]{1,299}$';

// The search a favorite came from, as a URL query without its '?' (what Book Now puts back).
export const FAVORITE_SEARCH_PATTERN = '^[A-Za-z0-9._~%&=+,:-]{0,1000}$';

// Whether a saved item can still be booked, as its kind decides it now:
// - available;
// - dates_passed: the item is still there but the dates it was saved for are over (a hotel stay
//   in the past); Book Now offers the item without them;
// - unavailable, with a reason: not_found (the item is no longer offered), departed (the flight
//   has left or its sales have closed), not_flown (no longer flown), sold_out.
export const FAVORITE_AVAILABILITY = ['available', 'dates_passed', 'unavailable'] as const;
export type FavoriteAvailabilityStatus = (typeof FAVORITE_AVAILABILITY)[number];
export const UNAVAILABLE_REASONS = ['not_found', 'departed', 'not_flown', 'sold_out'] as const;
export type UnavailableReason = (typeof UNAVAILABLE_REASONS)[number];
