// Messages as plain values (the SPA imports them).

import type { BookingKind } from '../bookings/constants.ts';

// What a message says, as a type; its parameters (the booking's reference, kind, title, times)
// come with it and the SPA writes the sentence in the reader's language.
export const MESSAGE_TYPES = [
  'booking_confirmed',
  'booking_cancelled',
  'booking_changed',
  'check_in_opens',
  'free_cancellation_ends',
] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

// §9: online check-in opens 24 hours before a flight's departure; the reminder arrives then.
export const CHECK_IN_OPENS_HOURS = 24;
export const CHECK_IN_KINDS: readonly BookingKind[] = ['flight'];
// §9: what the reminder advises: be at the airport 3 hours before an international flight.
export const ARRIVE_BEFORE_INTERNATIONAL_HOURS = 3;

// "Free cancellation ends soon" arrives in the last 48 hours before a booking's free-cancellation
// deadline (its kind's cancellation terms say when that is): two days leaves time to change plans
// and still covers a traveller who opens the app only every other day.
export const FREE_CANCELLATION_REMINDER_HOURS = 48;

export const MESSAGES_PAGE_SIZE = { default: 20, max: 50 } as const;

// How often a signed-in SPA asks for the unread count while it is open (it also asks on focus and
// after every booking or cancellation).
export const UNREAD_POLL_SECONDS = 120;
