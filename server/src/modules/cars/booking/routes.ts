import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preValidationAsyncHookHandler } from 'fastify';
import type { CarInventory } from '../../../inventory/cars/inventory.ts';
import { errorResponses } from '../../../lib/error-schema.ts';
import { signedInUser } from '../../../plugins/auth.ts';
import { checkIdempotencyKey, trimOrderStrings } from '../../bookings/order-hooks.ts';
import { changeRoutes } from '../../bookings/change-routes.ts';
import { OrderHeadersSchema } from '../../bookings/schemas.ts';
import { createCarFavoriteChecker } from '../favorite.ts';
import { CarOfferConflictSchema } from '../schemas.ts';
import { createCarBookingAdapter } from './adapter.ts';
import {
  CarBookingSchema,
  CarChangeRequestSchema,
  CarOrderRequestSchema,
  type CarBooking,
} from './schemas.ts';

// The offer id is the server's own data: left as it came (the driver's fields are trimmed).
const trimDriver: preValidationAsyncHookHandler = trimOrderStrings(['driver']);

// Booking a car (issue 10), a thin route over the booking core with the car adapter. Car
// bookings are listed and cancelled with every other kind (GET /api/bookings/ and
// POST /api/bookings/{reference}/cancel/).
export function carBookingRoutes(
  inventory: () => Promise<CarInventory>,
): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.bookings.register(createCarBookingAdapter({ db: app.db, inventory }));
    app.favorites.register(createCarFavoriteChecker({ db: app.db, inventory }));

    app.post(
      '/api/cars/bookings/',
      {
        schema: {
          tags: ['bookings'],
          summary: 'Book a car offer with its add-ons',
          description:
            'Prices the offer again with the driver’s age on the pickup day, checks the card and takes one car of the class for every day of the rental, all or nothing. A retry with the same Idempotency-Key and body answers the first booking again. Cancelling is free until 24 hours before pickup (branch time); after that, until pickup, one rental day is kept.',
          security: [{ bearerAuth: [] }],
          headers: OrderHeadersSchema,
          body: CarOrderRequestSchema,
          response: {
            201: CarBookingSchema,
            409: CarOfferConflictSchema,
            ...errorResponses(400, 401, 413, 415, 429),
          },
        },
        onRequest: app.authenticate,
        preValidation: [checkIdempotencyKey, trimDriver],
      },
      async (request, reply) => {
        const booking = await app.bookings.placeOrder(
          'car',
          signedInUser(request).id,
          request.headers['idempotency-key'] ?? null,
          request.body,
        );
        return reply.code(201).send(booking as CarBooking);
      },
    );

    // Changing a rental (issue 28): the same car from the same branch for other dates or
    // times, another drop-off or other add-ons.
    await app.register(
      changeRoutes({
        kind: 'car',
        path: '/api/cars/bookings/:reference/change/',
        noun: 'car booking',
        body: CarChangeRequestSchema,
        booking: CarBookingSchema,
        conflict: CarOfferConflictSchema,
        rule: 'The same supplier’s car of the same class from the same pickup branch; a rental may change while cancelling it is free.',
        holds: 'the old car days given back and the new taken',
      }),
    );
  };
}
