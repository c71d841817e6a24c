import { Type, type Static } from 'typebox';
import { CURRENCY_CODES } from '../../inventory/shared/currencies.ts';
import { PageNumberSchema, PageSchema } from '../../lib/pagination.ts';
import { BOOKING_KINDS } from '../bookings/constants.ts';
import { LocalTimeSchema, MoneySchema } from '../bookings/schemas.ts';
import { MESSAGES_PAGE_SIZE } from './constants.ts';

export * from './constants.ts';

// A message is a type and its parameters, never a sentence: the SPA writes it in the reader's
// language. Every message so far is about one booking, named as it was when the message was
// written (a later change of the booking does not rewrite its history).

const moment = Type.String({ format: 'date-time' });

export const MessageBookingSchema = Type.Object({
  reference: Type.String({ examples: ['K7M2QX'] }),
  kind: Type.Enum(BOOKING_KINDS),
  title: Type.String({ description: 'The booking’s title: "DXB → LHR", a hotel’s name' }),
  startsLocal: LocalTimeSchema,
  endsLocal: LocalTimeSchema,
});
export type MessageBooking = Static<typeof MessageBookingSchema>;

const AmountSchema = Type.Object({ amount: MoneySchema, currency: Type.Enum(CURRENCY_CODES) });

export const BookingConfirmedParamsSchema = Type.Object({
  booking: MessageBookingSchema,
  status: Type.Enum(['confirmed', 'in-progress'], {
    description: 'in-progress: waiting for a bank transfer',
  }),
  total: AmountSchema,
});
export const BookingCancelledParamsSchema = Type.Object({
  booking: MessageBookingSchema,
  refund: Type.Union([AmountSchema, Type.Null()]),
});
export const BookingChangedParamsSchema = Type.Object({
  booking: MessageBookingSchema,
  total: AmountSchema,
  charged: AmountSchema,
  refunded: AmountSchema,
});
export const CheckInOpensParamsSchema = Type.Object({
  booking: MessageBookingSchema,
  departsAt: Type.String({ ...moment, description: 'The first departure, UTC' }),
});
export const FreeCancellationEndsParamsSchema = Type.Object({
  booking: MessageBookingSchema,
  freeUntil: Type.String({ ...moment, description: 'The deadline, UTC' }),
  freeUntilLocal: LocalTimeSchema,
});

export type BookingConfirmedParams = Static<typeof BookingConfirmedParamsSchema>;
export type BookingCancelledParams = Static<typeof BookingCancelledParamsSchema>;
export type BookingChangedParams = Static<typeof BookingChangedParamsSchema>;
export type CheckInOpensParams = Static<typeof CheckInOpensParamsSchema>;
export type FreeCancellationEndsParams = Static<typeof FreeCancellationEndsParamsSchema>;

// The parameters of each type, as stored.
export type MessageContent =
  | { type: 'booking_confirmed'; params: BookingConfirmedParams }
  | { type: 'booking_cancelled'; params: BookingCancelledParams }
  | { type: 'booking_changed'; params: BookingChangedParams }
  | { type: 'check_in_opens'; params: CheckInOpensParams }
  | { type: 'free_cancellation_ends'; params: FreeCancellationEndsParams };

const common = {
  id: Type.String({ format: 'uuid' }),
  createdAt: moment,
  readAt: Type.Union([moment, Type.Null()], { description: 'null while unread' }),
};

export const MessageSchema = Type.Union([
  Type.Object({
    ...common,
    type: Type.Literal('booking_confirmed'),
    params: BookingConfirmedParamsSchema,
  }),
  Type.Object({
    ...common,
    type: Type.Literal('booking_cancelled'),
    params: BookingCancelledParamsSchema,
  }),
  Type.Object({
    ...common,
    type: Type.Literal('booking_changed'),
    params: BookingChangedParamsSchema,
  }),
  Type.Object({
    ...common,
    type: Type.Literal('check_in_opens'),
    params: CheckInOpensParamsSchema,
  }),
  Type.Object({
    ...common,
    type: Type.Literal('free_cancellation_ends'),
    params: FreeCancellationEndsParamsSchema,
  }),
]);
export type Message = Static<typeof MessageSchema>;

const UnreadSchema = Type.Integer({ minimum: 0, description: 'Messages not read yet, in all' });

export const MessagesPageSchema = Type.Object(
  {
    ...PageSchema(MessageSchema, '').properties,
    unread: UnreadSchema,
  },
  { description: 'Newest first, with the number not read yet' },
);
export type MessagesPage = Static<typeof MessagesPageSchema>;

export const UnreadCountSchema = Type.Object({ unread: UnreadSchema });
export type UnreadCount = Static<typeof UnreadCountSchema>;

export const MessagesQuerySchema = Type.Object({
  page: Type.Optional(PageNumberSchema),
  page_size: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MESSAGES_PAGE_SIZE.max,
      default: MESSAGES_PAGE_SIZE.default,
    }),
  ),
});

export const MessageParamsSchema = Type.Object({ id: Type.String({ format: 'uuid' }) });
