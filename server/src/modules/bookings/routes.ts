import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/error-schema.ts';
import { signedInUser } from '../../plugins/auth.ts';
import {
  BookingReferenceParamsSchema,
  BookingSchema,
  BookingsPageSchema,
  BookingsQuerySchema,
} from './schemas.ts';

const tags = ['bookings'];
const security = [{ bearerAuth: [] }];

// Every booking of the signed-in traveller, whatever its kind (each kind also keeps the spec's
// own paths, as thin routes over the same core).
export const bookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/bookings/',
    {
      schema: {
        tags,
        summary: 'The signed-in user’s bookings of every kind, newest first',
        security,
        querystring: BookingsQuerySchema,
        response: { 200: BookingsPageSchema, ...errorResponses(400, 401) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { kind, status, ...page } = request.query;
      return app.bookings.list(signedInUser(request).id, { kind, status }, page, request.url);
    },
  );

  app.get(
    '/api/bookings/:reference/',
    {
      schema: {
        tags,
        summary: 'One of the signed-in user’s bookings, by its reference',
        security,
        params: BookingReferenceParamsSchema,
        response: { 200: BookingSchema, ...errorResponses(400, 401, 404) },
      },
      onRequest: app.authenticate,
    },
    async (request) => app.bookings.get({ userId: signedInUser(request).id }, request.params),
  );

  app.post(
    '/api/bookings/:reference/cancel/',
    {
      schema: {
        tags,
        summary: 'Cancel a booking under its kind’s rule',
        description:
          'Answers the cancelled booking with what was refunded (`refund`). Before cancelling, `cancellation` on the booking tells what cancelling now would give back.',
        security,
        params: BookingReferenceParamsSchema,
        response: { 200: BookingSchema, ...errorResponses(400, 401, 404, 409) },
      },
      onRequest: app.authenticate,
    },
    async (request) => app.bookings.cancel({ userId: signedInUser(request).id }, request.params),
  );
};
