// The booking core's rules as plain values, with no dependency, so the SPA can import them (not
// only their types) without pulling TypeBox into its bundle. schemas.ts builds on them.

export const BOOKING_KINDS = ['flight', 'hotel', 'car'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

// bank-transfer bookings wait for the transfer: in-progress (§4 Dashboard).
export const BOOKING_STATUSES = ['confirmed', 'in-progress', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

// §9 Payment methods, of every kind; each kind accepts its own subset.
export const PAYMENT_METHODS = [
  'credit-card',
  'paypal',
  'apple-pay',
  'bank-transfer',
  'pay-at-hotel',
  'pay-on-pickup',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export * from './nationalities/constants.ts';

// A traveller's name as a passport, a hotel's register or a rental desk writes it: letters of any
// script (with their marks), and the spaces, hyphens, apostrophes and full stops between names.
// No digits, emoji or other symbols: the hotel, the airline and the desk read it off an ID.
export const PERSON_NAME_PATTERN = "^\\p{L}[\\p{L}\\p{M} '’.-]*$";
export const PERSON_NAME_LENGTH = { min: 2, max: 100 } as const;

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'other'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];
// Digits of a card number, a security code (4 for American Express), the expiry as MM/YY.
export const CARD_RULES = {
  numberDigitsMin: 12,
  numberDigitsMax: 19,
  cvvDigits: 3,
  amexCvvDigits: 4,
  expiryPattern: '^(0[1-9]|1[0-2])/\\d{2}$',
} as const;

// Any 1–100 letters, digits, _ or -; one per booking attempt (a UUID will do). A retry with the
// same key and body answers the first booking again for a day.
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_-]{1,100}$';
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

// Orders one account may place (every kind together), so a stuck client or a stolen token
// cannot hold a whole flight or hotel.
export const ORDER_RATE_LIMIT = { limit: 20, windowSeconds: 60 * 60 } as const;

export const BOOKINGS_PAGE_SIZE = { default: 10, max: 50 } as const;

// Booking references: 6 characters read over the phone or typed from an e-mail, so the alphabet
// leaves out I, O, 0 and 1.
export const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const REFERENCE_LENGTH = 6;
