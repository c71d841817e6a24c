import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preValidationAsyncHookHandler } from 'fastify';
import { useHotelInventory } from '../../../inventory/hotels/inventory.ts';
import { errorResponses } from '../../../lib/error-schema.ts';
import { signedInUser } from '../../../plugins/auth.ts';
import { checkIdempotencyKey, trimOrderStrings } from '../../bookings/order-hooks.ts';
import {
  BookingReferenceParamsSchema,
  KindChangeQuoteSchema,
  OrderHeadersSchema,
} from '../../bookings/schemas.ts';
import { RateConflictSchema } from '../schemas.ts';
import { createHotelBookingAdapter } from './adapter.ts';
import {
  HotelBookingSchema,
  HotelChangeRequestSchema,
  HotelOrderRequestSchema,
  type HotelBooking,
} from './schemas.ts';

// Guests' names are trimmed as every other name a person types (the rate keys are left as they
// came).
const trimGuestNames: preValidationAsyncHookHandler = async (request) => {
  const rooms = (request.body as { rooms?: unknown } | null)?.rooms;
  if (!Array.isArray(rooms)) return;
  for (const room of rooms) {
    const guests = (room as { guests?: unknown } | null)?.guests;
    if (!Array.isArray(guests)) continue;
    for (const guest of guests) {
      const named = guest as { fullName?: unknown } | null;
      if (named && typeof named.fullName === 'string') named.fullName = named.fullName.trim();
    }
  }
};

// The spec's hotel booking path (§7), a thin route over the booking core with the hotel adapter.
// Hotel bookings are listed and cancelled with every other kind (GET /api/bookings/ and
// POST /api/bookings/{reference}/cancel/).
export const hotelBookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const inventory = useHotelInventory(app);
  app.bookings.register(createHotelBookingAdapter({ db: app.db, inventory }));

  app.post(
    '/api/hotelbeds/booking/',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Book re-checked hotel rates',
        description:
          'Prices the rate keys again, checks the card and takes the rooms for every night, all or nothing. A retry with the same Idempotency-Key and body answers the first booking again. Cancelling is free until 24 hours before check-in (hotel time); after that the first night is charged.',
        security: [{ bearerAuth: [] }],
        headers: OrderHeadersSchema,
        body: HotelOrderRequestSchema,
        response: {
          201: HotelBookingSchema,
          409: RateConflictSchema,
          ...errorResponses(400, 401, 413, 415, 429),
        },
      },
      onRequest: app.authenticate,
      preValidation: [checkIdempotencyKey, trimOrderStrings(['holder']), trimGuestNames],
    },
    async (request, reply) => {
      const booking = await app.bookings.placeOrder(
        'hotel',
        signedInUser(request).id,
        request.headers['idempotency-key'] ?? null,
        request.body,
      );
      return reply.code(201).send(booking as HotelBooking);
    },
  );

  // Changing a booking (issue 28): the same hotel's rates for new dates, rooms or guests, quoted
  // first, then made against the version quoted.
  const changeSchema = {
    tags: ['bookings'],
    security: [{ bearerAuth: [] }],
    params: BookingReferenceParamsSchema,
    body: HotelChangeRequestSchema,
  };
  app.post(
    '/api/hotelbeds/booking/:reference/change/quote/',
    {
      schema: {
        ...changeSchema,
        summary: 'Price a change of a hotel booking, changing nothing',
        description:
          'The booking now and as it would be with these rates (the same hotel), and the difference: in total, and what would be charged or given back online now. A stay may change while cancelling it is free (every rate refundable, before the deadline); otherwise 409 change_not_allowed.',
        response: {
          200: KindChangeQuoteSchema(HotelBookingSchema),
          409: RateConflictSchema,
          ...errorResponses(400, 401, 404, 413, 415),
        },
      },
      onRequest: app.authenticate,
      preValidation: trimGuestNames,
    },
    async (request) => {
      const quote = await app.bookings.quoteChange(
        signedInUser(request).id,
        request.params.reference,
        'hotel',
        request.body,
      );
      return quote as typeof quote & { current: HotelBooking; proposed: HotelBooking };
    },
  );

  app.post(
    '/api/hotelbeds/booking/:reference/change/',
    {
      schema: {
        ...changeSchema,
        summary: 'Change a hotel booking',
        description:
          'Makes the change as quoted: the old rooms given back and the new taken in one transaction (409 sold_out and nothing changed when they are gone), the same reference, the change kept in the booking’s history, a message and a mail. 409 booking_changed when the booking moved from the version quoted. A retry with the same Idempotency-Key and body answers the booking again.',
        headers: OrderHeadersSchema,
        response: {
          200: HotelBookingSchema,
          409: RateConflictSchema,
          ...errorResponses(400, 401, 404, 413, 415),
        },
      },
      onRequest: app.authenticate,
      preValidation: [checkIdempotencyKey, trimGuestNames],
    },
    async (request) => {
      const booking = await app.bookings.change(
        signedInUser(request).id,
        request.params.reference,
        'hotel',
        request.headers['idempotency-key'] ?? null,
        request.body,
      );
      return booking as HotelBooking;
    },
  );
};
