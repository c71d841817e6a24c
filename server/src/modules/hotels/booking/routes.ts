import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preValidationAsyncHookHandler } from 'fastify';
import { useHotelInventory } from '../../../inventory/hotels/inventory.ts';
import { errorResponses } from '../../../lib/error-schema.ts';
import { signedInUser } from '../../../plugins/auth.ts';
import { checkIdempotencyKey, trimOrderStrings } from '../../bookings/order-hooks.ts';
import { changeRoutes } from '../../bookings/change-routes.ts';
import { OrderHeadersSchema } from '../../bookings/schemas.ts';
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

  // Changing a booking (issue 28): the same hotel's rates for new dates, rooms or guests.
  await app.register(
    changeRoutes({
      kind: 'hotel',
      path: '/api/hotelbeds/booking/:reference/change/',
      noun: 'hotel booking',
      body: HotelChangeRequestSchema,
      booking: HotelBookingSchema,
      conflict: RateConflictSchema,
      rule: 'The same hotel’s rates; a stay may change while cancelling it is free (every rate refundable, before the deadline).',
      holds: 'the old rooms given back and the new taken',
      preValidation: trimGuestNames,
    }),
  );
};
