import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { preValidationAsyncHookHandler } from 'fastify';
import { useFlightInventory } from '../../inventory/flights/inventory.ts';
import { badRequest } from '../../lib/api-error.ts';
import { errorResponses } from '../../lib/error-schema.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { placeFlightOrder } from './order-service.ts';
import {
  FlightBookingParamsSchema,
  FlightBookingSchema,
  FlightBookingsPageSchema,
  FlightBookingsQuerySchema,
  FlightOrderHeadersSchema,
  FlightOrderRequestSchema,
  FlightPricingRequestSchema,
  FlightPricingSchema,
  IDEMPOTENCY_KEY_PATTERN,
  PriceChangedErrorSchema,
} from './schemas.ts';
import {
  cancelFlightBooking,
  getFlightBooking,
  listFlightBookings,
  priceFlightOffer,
  type BookingDeps,
} from './service.ts';

const tags = ['bookings'];
const security = [{ bearerAuth: [] }];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function trimFields(value: unknown): void {
  if (!isRecord(value)) return;
  for (const [name, item] of Object.entries(value)) {
    if (typeof item === 'string') value[name] = item.trim();
  }
}

// What people type is trimmed before validation (travellers, contact, card); the offer is the
// server's own data and is left as it came.
const trimOrderStrings: preValidationAsyncHookHandler = async (request) => {
  const body = request.body;
  if (!isRecord(body)) return;
  if (Array.isArray(body.travelers)) body.travelers.forEach(trimFields);
  trimFields(body.contact);
  if (isRecord(body.payment)) trimFields(body.payment.card);
};

const keyPattern = new RegExp(IDEMPOTENCY_KEY_PATTERN);

// Checked before the body, and named as the header is written.
const checkIdempotencyKey: preValidationAsyncHookHandler = async (request) => {
  const key = request.headers['idempotency-key'];
  if (key !== undefined && (typeof key !== 'string' || !keyPattern.test(key))) {
    throw badRequest(
      'Idempotency-Key: must be 1 to 100 letters, digits, _ or -',
      'invalid',
      'Idempotency-Key',
    );
  }
};

// Pricing, ordering and the traveller's flight bookings (issue "Flights").
export const bookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const inventory = useFlightInventory(app);
  const deps: BookingDeps = {
    db: app.db,
    clock: app.clock,
    inventory,
    mail: app.mail,
  };

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
        headers: FlightOrderHeadersSchema,
        body: FlightOrderRequestSchema,
        response: {
          201: FlightBookingSchema,
          409: PriceChangedErrorSchema,
          ...errorResponses(400, 401, 413, 415),
        },
      },
      onRequest: app.authenticate,
      preValidation: [checkIdempotencyKey, trimOrderStrings],
    },
    async (request, reply) => {
      const booking = await placeFlightOrder(
        deps,
        signedInUser(request).id,
        request.headers['idempotency-key'] ?? null,
        request.body,
      );
      return reply.code(201).send(booking);
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
    async (request) =>
      listFlightBookings(deps, signedInUser(request).id, request.query, request.url),
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
    async (request) => getFlightBooking(deps, signedInUser(request).id, request.params.id),
  );

  app.post(
    '/api/flights/bookings/:id/cancel/',
    {
      schema: {
        tags,
        summary: 'Cancel a flight booking and release its seats',
        description: 'Possible until the first flight leaves.',
        security,
        params: FlightBookingParamsSchema,
        response: { 200: FlightBookingSchema, ...errorResponses(400, 401, 404, 409) },
      },
      onRequest: app.authenticate,
    },
    async (request) => cancelFlightBooking(deps, signedInUser(request).id, request.params.id),
  );
};
