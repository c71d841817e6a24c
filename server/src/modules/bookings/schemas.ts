import { Type, type Static, type TSchema } from 'typebox';
import { CURRENCY_CODES } from '../../inventory/shared/currencies.ts';
import { PageNumberSchema, PageSchema } from '../../lib/pagination.ts';
import {
  BOOKING_KINDS,
  BOOKING_STATUSES,
  BOOKINGS_PAGE_SIZE,
  CARD_BRANDS,
  CARD_RULES,
  IDEMPOTENCY_KEY_PATTERN,
  PAYMENT_METHODS,
  PERSON_NAME_LENGTH,
  PERSON_NAME_PATTERN,
  REFERENCE_LENGTH,
} from './constants.ts';

export * from './constants.ts';

// The booking core's contract: what every kind's order carries (contact, payment), and the one
// shape of a booking, whatever its kind, with the kind's own details inside. Each kind adds its
// order body and its details schema (see modules/flights/booking/schemas.ts).

export const MoneySchema = Type.String({ pattern: '^\\d+\\.\\d{2}$', examples: ['512.40'] });
export const LocalTimeSchema = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}$',
  description: 'Local time at the place, without offset',
  examples: ['2026-03-10T08:45:00'],
});

export const PersonNameSchema = Type.String({
  minLength: PERSON_NAME_LENGTH.min,
  maxLength: PERSON_NAME_LENGTH.max,
  pattern: PERSON_NAME_PATTERN,
  description: 'As on the passport or ID: letters, spaces, hyphens, apostrophes, full stops',
  examples: ['Layla Haddad'],
});

export const ContactSchema = Type.Object({
  email: Type.String({ format: 'email', maxLength: 254 }),
  phone: Type.String({ pattern: '^\\+?[0-9 ()-]{7,20}$' }),
});
export type Contact = Static<typeof ContactSchema>;

// Card data is checked (Luhn, a month not yet over, 3 digits or 4 for American Express) and only
// the brand and last four digits are kept; the CVV is never stored or logged.
export const CardSchema = Type.Object({
  number: Type.String({ pattern: '^[0-9 ]{12,23}$', description: 'Spaces allowed' }),
  expiry: Type.String({ pattern: CARD_RULES.expiryPattern, examples: ['08/29'] }),
  cvv: Type.String({ pattern: '^\\d{3,4}$' }),
  holderName: Type.String({ minLength: 2, maxLength: 100 }),
});
export type Card = Static<typeof CardSchema>;

// A kind's payment: one of its methods; the card only with credit-card.
export function PaymentRequestSchema<Method extends string>(methods: readonly Method[]) {
  return Type.Object({ method: Type.Enum(methods), card: Type.Optional(CardSchema) });
}
export interface PaymentRequest {
  method: string;
  card?: Card;
}

export const PaymentSummarySchema = Type.Object({
  method: Type.Enum(PAYMENT_METHODS),
  brand: Type.Optional(Type.Enum(CARD_BRANDS)),
  last4: Type.Optional(Type.String({ pattern: '^\\d{4}$' })),
});
export type PaymentSummary = Static<typeof PaymentSummarySchema>;

export const PriceLineSchema = Type.Object({
  code: Type.String({ description: 'The kind’s line, e.g. FARE or NIGHTS', examples: ['FARE'] }),
  quantity: Type.Integer({ minimum: 1, description: 'Travellers, nights or days the line is for' }),
  amount: MoneySchema,
});
export type PriceLine = Static<typeof PriceLineSchema>;

export const BookingPriceSchema = Type.Object({
  currency: Type.Enum(CURRENCY_CODES),
  lines: Type.Array(PriceLineSchema),
  total: Type.String({ ...MoneySchema, description: 'Exactly the sum of the lines' }),
});
export type BookingPrice = Static<typeof BookingPriceSchema>;

export const PartySchema = Type.Object({
  adults: Type.Integer({ minimum: 1 }),
  children: Type.Integer({ minimum: 0 }),
  infants: Type.Integer({ minimum: 0 }),
  rooms: Type.Optional(Type.Integer({ minimum: 1, description: 'Hotels only' })),
});
export type Party = Static<typeof PartySchema>;

export const CancellationSchema = Type.Object(
  {
    allowed: Type.Boolean(),
    refund: Type.String({
      ...MoneySchema,
      description: 'What cancelling now gives back, in the booking’s currency',
    }),
    paid: Type.String({
      ...MoneySchema,
      description:
        'What was charged online, what a refund is given back from: less than the total when part is paid at the place (a hotel’s local tax), 0.00 when everything is (paid at the hotel or on pickup) or a bank transfer is awaited',
    }),
    free: Type.Boolean({
      description: 'Cancelling now is free (before freeUntil): everything paid comes back',
    }),
    freeUntil: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
      description: 'Until when cancelling gives everything back (UTC), if ever',
    }),
    freeUntilLocal: Type.Union([LocalTimeSchema, Type.Null()], {
      description: 'The same moment in the local time of the place',
    }),
    reason: Type.Union([Type.Enum(['cancelled', 'started']), Type.Null()], {
      description: 'Why it can no longer be cancelled',
    }),
  },
  { description: 'What cancelling the booking now would do (the kind’s rule)' },
);
export type Cancellation = Static<typeof CancellationSchema>;

export const RefundSchema = Type.Object({
  amount: MoneySchema,
  currency: Type.Enum(CURRENCY_CODES),
});
export type Refund = Static<typeof RefundSchema>;

// An amount that may be below zero: a change's difference in total.
export const SignedMoneySchema = Type.String({
  pattern: '^-?\\d+\\.\\d{2}$',
  examples: ['-40.00'],
});

// What one change of a booking did (issue 28): its dates and total before and after, and the money
// that moved with it, charged to the way the booking was paid or given back to it.
export const BookingChangeSchema = Type.Object({
  at: Type.String({ format: 'date-time' }),
  from: Type.Object({ date: LocalTimeSchema, endDate: LocalTimeSchema, total: MoneySchema }),
  to: Type.Object({ date: LocalTimeSchema, endDate: LocalTimeSchema, total: MoneySchema }),
  currency: Type.Enum(CURRENCY_CODES),
  charged: Type.String({ ...MoneySchema, description: 'Paid online for the change' }),
  refunded: Type.String({ ...MoneySchema, description: 'Given back online for the change' }),
});
export type BookingChange = Static<typeof BookingChangeSchema>;

export const ReferenceSchema = Type.String({
  pattern: `^[A-Z0-9]{${REFERENCE_LENGTH}}$`,
  description: 'Booking reference',
  examples: ['K7M2QX'],
});

// Every booking, whatever its kind. §3 "Sample booking item" (id, type, title, date, status,
// price) maps onto id, kind, title, date, status, price.total.
function bookingProperties<Kind extends TSchema, Details extends TSchema>(
  kind: Kind,
  details: Details,
) {
  return {
    id: Type.String({ format: 'uuid' }),
    reference: ReferenceSchema,
    kind,
    status: Type.Enum(BOOKING_STATUSES),
    title: Type.String({ examples: ['DXB → CDG'] }),
    date: Type.String({
      ...LocalTimeSchema,
      description: 'Start (departure, check-in, pickup), local time',
    }),
    endDate: Type.String({
      ...LocalTimeSchema,
      description: 'End (last arrival, check-out, return), local time',
    }),
    startsAt: Type.String({ format: 'date-time', description: 'The start in UTC' }),
    endsAt: Type.String({ format: 'date-time', description: 'The end in UTC' }),
    party: PartySchema,
    price: BookingPriceSchema,
    payment: PaymentSummarySchema,
    contact: ContactSchema,
    createdAt: Type.String({ format: 'date-time' }),
    cancelledAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    refund: Type.Union([RefundSchema, Type.Null()], {
      description: 'What the cancellation gave back',
    }),
    cancellation: CancellationSchema,
    version: Type.Integer({
      minimum: 1,
      description: 'Counts the booking’s changes; a change names the version it was priced on',
    }),
    changes: Type.Array(BookingChangeSchema, {
      description: 'The booking’s changes, oldest first',
    }),
    details,
  };
}

// One kind's booking, with its details schema.
export function KindBookingSchema<Kind extends string, Details extends TSchema>(
  kind: Kind,
  details: Details,
) {
  return Type.Object(bookingProperties(Type.Literal(kind), details), {
    description: `A ${kind} booking`,
  });
}

// GET /api/bookings/: any kind; `details` has the kind's shape (see its own booking schema).
export const BookingSchema = Type.Object(
  bookingProperties(
    Type.Enum(BOOKING_KINDS),
    Type.Object({}, { additionalProperties: true, description: 'The kind’s own details' }),
  ),
  { description: 'A booking of any kind' },
);
export type Booking = Static<typeof BookingSchema>;

export const BookingsPageSchema = PageSchema(
  BookingSchema,
  'The signed-in user’s bookings, newest first',
);
export type BookingsPage = Static<typeof BookingsPageSchema>;

const pageSize = Type.Integer({
  minimum: 1,
  maximum: BOOKINGS_PAGE_SIZE.max,
  default: BOOKINGS_PAGE_SIZE.default,
});

// GET /api/bookings/?page=&page_size=&kind=&status=
export const BookingsQuerySchema = Type.Object({
  page: Type.Optional(PageNumberSchema),
  page_size: Type.Optional(pageSize),
  kind: Type.Optional(Type.Enum(BOOKING_KINDS)),
  status: Type.Optional(Type.Enum(BOOKING_STATUSES)),
});
export type BookingsQuery = Static<typeof BookingsQuerySchema>;

export const BookingReferenceParamsSchema = Type.Object({ reference: ReferenceSchema });

export const OrderHeadersSchema = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      pattern: IDEMPOTENCY_KEY_PATTERN,
      description: 'Any 1–100 letters, digits, _ or -; one per booking attempt (a UUID will do)',
    }),
  ),
});

// What a change would do, before it is made (POST …/change/quote/): the booking now and as it would
// be, and the money: the difference in total, and what would be charged or given back online now
// (part of a stay may be paid at the hotel, a car on pickup).
export const BookingChangeDifferenceSchema = Type.Object({
  currency: Type.Enum(CURRENCY_CODES),
  total: SignedMoneySchema,
  charge: Type.String({ ...MoneySchema, description: 'To be paid online now' }),
  refund: Type.String({ ...MoneySchema, description: 'To be given back online now' }),
});
export type BookingChangeDifference = Static<typeof BookingChangeDifferenceSchema>;

export function KindChangeQuoteSchema<Booking extends TSchema>(booking: Booking) {
  return Type.Object({
    version: Type.Integer({ minimum: 1, description: 'Send it with the change' }),
    current: booking,
    proposed: booking,
    difference: BookingChangeDifferenceSchema,
  });
}

// Every change request names the version of the booking it was priced on.
export const ChangeVersionSchema = Type.Integer({
  minimum: 1,
  description: 'The booking’s version the change was quoted on (a 409 booking_changed if it moved)',
});
