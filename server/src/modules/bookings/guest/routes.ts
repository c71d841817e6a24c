import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { errorResponses } from '../../../lib/error-schema.ts';
import { trimStrings } from '../../../lib/trim-strings.ts';
import { BookingSchema } from '../schemas.ts';
import {
  FindBookingRequestSchema,
  GuestBookingAccessSchema,
  GuestDetailSchema,
  VerifyFindBookingRequestSchema,
} from './schemas.ts';
import { guestBookingOf } from './access.ts';
import { createGuestBookingService } from './service.ts';

const tags = ['bookings'];
const guestBearer = [{ bearerAuth: [] }];

// References are printed in capitals; one typed in lower case is the same booking.
const normaliseBody = [
  trimStrings(['reference', 'email', 'code']),
  async (request: FastifyRequest) => {
    const body = request.body as { reference?: unknown } | null;
    if (body && typeof body === 'object' && typeof body.reference === 'string') {
      body.reference = body.reference.toUpperCase();
    }
  },
];

// "Find my booking" without an account (issue 28). Static paths, so they win over
// /api/bookings/:reference/ whatever a reference looks like.
export const guestBookingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const guests = createGuestBookingService({
    db: app.db,
    clock: app.clock,
    mail: app.mail,
    rateLimits: app.rateLimits,
    codeHasher: app.codeHasher,
    tokens: app.tokens,
    bookings: app.bookings,
  });

  app.post(
    '/api/bookings/find/',
    {
      schema: {
        tags,
        summary: 'Mail a code to open a booking, if the reference and e-mail match one',
        description:
          'Always the same 202 answer, whether or not the pair matches a booking. Limited per e-mail address and per reference.',
        body: FindBookingRequestSchema,
        response: { 202: GuestDetailSchema, ...errorResponses(400, 429) },
      },
      preValidation: normaliseBody,
    },
    async (request, reply) => reply.code(202).send(await guests.requestCode(request.body)),
  );

  app.post(
    '/api/bookings/find/verify/',
    {
      schema: {
        tags,
        summary: 'Trade the mailed code for the booking and a token for it',
        body: VerifyFindBookingRequestSchema,
        response: { 200: GuestBookingAccessSchema, ...errorResponses(400, 429) },
      },
      preValidation: normaliseBody,
    },
    async (request) => guests.verifyCode(request.body, request.ip),
  );

  app.get(
    '/api/bookings/guest/',
    {
      schema: {
        tags,
        summary: 'The booking a guest token opens',
        security: guestBearer,
        response: { 200: BookingSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => guests.get(await guestBookingOf(app.tokens, request)),
  );

  app.post(
    '/api/bookings/guest/cancel/',
    {
      schema: {
        tags,
        summary: 'Cancel the booking a guest token opens, under its kind’s rule',
        security: guestBearer,
        response: { 200: BookingSchema, ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => guests.cancel(await guestBookingOf(app.tokens, request)),
  );
};
