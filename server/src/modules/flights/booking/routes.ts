import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { useFlightInventory } from '../../../inventory/flights/inventory.ts';
import { errorResponses } from '../../../lib/error-schema.ts';
import { signedInUser } from '../../../plugins/auth.ts';
import { changeRoutes } from '../../bookings/change-routes.ts';
import { checkIdempotencyKey, trimOrderStrings } from '../../bookings/order-hooks.ts';
import { OrderHeadersSchema } from '../../bookings/schemas.ts';
import { FLIGHT_CHANGE_FEE_USD } from '../constants.ts';
import { createFlightBookingAdapter } from './adapter.ts';
import { createFlightFavoriteChecker } from './favorite.ts';
import {
  FlightBookingParamsSchema,
  FlightBookingSchema,
  FlightBookingsPageSchema,
  FlightBookingsQuerySchema,
  FlightChangeRequestSchema,
  FlightOrderRequestSchema,
  FlightPricingRequestSchema,
  FlightPricingSchema,
  PriceChangedErrorSchema,
  type FlightBooking,
} from './schemas.ts';
import { priceFlightOffer } from './service.ts';

const tags = ['bookings'];
const security = [{ bearerAuth: [] }];

// The spec's flight booking paths (§7): pricing, ordering and the traveller's flight bookings,
// as thin routes over the booking core with the flight adapter.
export const flightBookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const inventory = useFlightInventory(app);
  const deps = { db: app.db, clock: app.clock, inventory };
  app.bookings.register(createFlightBookingAdapter(deps));
  app.favorites.register(createFlightFavoriteChecker(deps));
  // Bookings moved from the old flight table get their UTC moments before the server listens.
  app.addHook('onReady', async () => {
    await app.bookings.fillMissingTimes('flight');
  });
  // The core answers any kind; these paths answer flights only, typed as such.
  const asFlight = (booking: unknown) => booking as FlightBooking;

  app.post(
    '/api/shopping/flight-offers/pricing/',
    {
      schema: {
        tags,
        summary: 'Price a flight offer again at today’s fare and seats',
        description:
          'The offer is looked up again from its flights; the prices sent are not trusted. With `travelers`, the answer is the offer priced for that party.',
        body: FlightPricingRequestSchema,
        response: {
          200: FlightPricingSchema,
          409: PriceChangedErrorSchema,
          ...errorResponses(400, 413, 415),
        },
      },
    },
    async (request) => priceFlightOffer(deps, request.body),
  );

  app.post(
    '/api/booking/flight-orders/',
    {
      schema: {
        tags,
        summary: 'Book a priced flight offer',
        description:
          'Checks the travellers and the card, prices the offer again and takes the seats, all or nothing. A retry with the same Idempotency-Key and body answers the first booking again.',
        security,
        headers: OrderHeadersSchema,
        body: FlightOrderRequestSchema,
        response: {
          201: FlightBookingSchema,
          409: PriceChangedErrorSchema,
          ...errorResponses(400, 401, 413, 415, 429),
        },
      },
      onRequest: app.authenticate,
      preValidation: [checkIdempotencyKey, trimOrderStrings(['travelers'])],
    },
    async (request, reply) => {
      const booking = await app.bookings.placeOrder(
        'flight',
        signedInUser(request).id,
        request.headers['idempotency-key'] ?? null,
        request.body,
      );
      return reply.code(201).send(asFlight(booking));
    },
  );

  app.get(
    '/api/flights/bookings/',
    {
      schema: {
        tags,
        summary: 'The signed-in user’s flight bookings, newest first',
        security,
        querystring: FlightBookingsQuerySchema,
        response: { 200: FlightBookingsPageSchema, ...errorResponses(400, 401) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const page = await app.bookings.list(
        signedInUser(request).id,
        { kind: 'flight' },
        request.query,
        request.url,
      );
      return { ...page, results: page.results.map(asFlight) };
    },
  );

  app.get(
    '/api/flights/bookings/:id/',
    {
      schema: {
        tags,
        summary: 'One of the signed-in user’s flight bookings',
        security,
        params: FlightBookingParamsSchema,
        response: { 200: FlightBookingSchema, ...errorResponses(400, 401, 404) },
      },
      onRequest: app.authenticate,
    },
    async (request) =>
      asFlight(
        await app.bookings.get({ userId: signedInUser(request).id }, request.params, 'flight'),
      ),
  );

  app.post(
    '/api/flights/bookings/:id/cancel/',
    {
      schema: {
        tags,
        summary: 'Cancel a flight booking and release its seats',
        description:
          'Everything is refunded until 24 hours before the first departure; after that, until it leaves, everything but the fares.',
        security,
        params: FlightBookingParamsSchema,
        response: { 200: FlightBookingSchema, ...errorResponses(400, 401, 404, 409) },
      },
      onRequest: app.authenticate,
    },
    async (request) =>
      asFlight(
        await app.bookings.cancel({ userId: signedInUser(request).id }, request.params, 'flight'),
      ),
  );

  // Changing a booking (issue 28): other flights on the same route and cabin, as the fare
  // allows, or other extras.
  await app.register(
    changeRoutes({
      kind: 'flight',
      path: '/api/flights/bookings/:reference/change/',
      noun: 'flight booking',
      body: FlightChangeRequestSchema,
      booking: FlightBookingSchema,
      conflict: PriceChangedErrorSchema,
      rule: `Until 24 hours before the first departure: other flights on the same route, in the same cabin, as the fare allows (booking class K: no change; M: ${FLIGHT_CHANGE_FEE_USD} USD per passenger; other classes: free), and any extras; after that, until departure, extras can only be added.`,
      holds: 'the old seats given back and the new taken',
    }),
  );
};
