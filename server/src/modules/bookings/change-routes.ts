import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { TSchema } from 'typebox';
import { errorResponses } from '../../lib/error-schema.ts';
import { bearerToken, signedInUser } from '../../plugins/auth.ts';
import { TokenError } from '../auth/tokens.ts';
import type { ChangeRequest } from './change.ts';
import type { BookingKind } from './constants.ts';
import { checkIdempotencyKey } from './order-hooks.ts';
import type { BookingOwner } from './repository.ts';
import {
  BookingReferenceParamsSchema,
  KindChangeQuoteSchema,
  OrderHeadersSchema,
} from './schemas.ts';

// A kind's two change routes (issue 28), thin over the booking core like its order route:
// `${path}quote/` prices a change and changes nothing; `${path}` makes it against the version
// quoted. The kind brings its request body, its booking and conflict schemas and its words.
export interface ChangeRoutesOptions {
  kind: BookingKind;
  // Ends with …/:reference/change/.
  path: string;
  // "hotel booking"
  noun: string;
  body: TSchema;
  booking: TSchema;
  conflict: TSchema;
  // What may change and while when, for the quote's description.
  rule: string;
  // What the change gives back and takes, for the change's description ("the old rooms …").
  holds: string;
  preValidation?: preValidationAsyncHookHandler;
}

// Who changes: the signed-in owner, or a guest whose token (find my booking) opens the booking.
// The hook reads the bearer once, before the body is parsed; the handler asks for the owner.
function changerOf(app: FastifyInstance) {
  const guests = new WeakMap<FastifyRequest, string>();
  return {
    async authenticate(request: FastifyRequest) {
      const token = bearerToken(request.headers.authorization);
      if (token !== null) {
        try {
          guests.set(request, (await app.tokens.verifyGuestBooking(token)).bookingId);
          return;
        } catch (error) {
          if (!(error instanceof TokenError)) throw error;
        }
      }
      await app.authenticate(request);
    },
    owner(request: FastifyRequest): BookingOwner {
      const guestBookingId = guests.get(request);
      return guestBookingId ? { guestBookingId } : { userId: signedInUser(request).id };
    },
  };
}

export function changeRoutes(options: ChangeRoutesOptions): FastifyPluginAsyncTypebox {
  const { kind, path, noun, body, booking, conflict, rule, holds } = options;
  const common = {
    tags: ['bookings'],
    security: [{ bearerAuth: [] }],
    params: BookingReferenceParamsSchema,
    body,
  };
  const responses = (ok: TSchema) => ({
    200: ok,
    409: conflict,
    ...errorResponses(400, 401, 404, 413, 415),
  });
  const extra = options.preValidation ? [options.preValidation] : [];

  return async (app) => {
    const changer = changerOf(app);
    app.post(
      `${path}quote/`,
      {
        schema: {
          ...common,
          summary: `Price a change of a ${noun}, changing nothing`,
          description: `The booking now and as it would be, and the difference: in total, and what would be charged or given back online now. ${rule} Otherwise 409 change_not_allowed. The owner’s token, or a guest’s from find my booking for this booking.`,
          response: responses(KindChangeQuoteSchema(booking)),
        },
        onRequest: changer.authenticate,
        preValidation: extra,
      },
      async (request) =>
        app.bookings.quoteChange(
          changer.owner(request),
          request.params.reference,
          kind,
          request.body as ChangeRequest,
        ),
    );

    app.post(
      path,
      {
        schema: {
          ...common,
          summary: `Change a ${noun}`,
          description: `Makes the change as quoted: ${holds} in one transaction (409 sold_out and nothing changed when they are gone), the same reference, the change kept in the booking’s history, a message and a mail. 409 booking_changed when the booking moved from the version quoted. A retry with the same Idempotency-Key and body answers the booking again. The owner’s token, or a guest’s from find my booking for this booking.`,
          headers: OrderHeadersSchema,
          response: responses(booking),
        },
        onRequest: changer.authenticate,
        preValidation: [checkIdempotencyKey, ...extra],
      },
      async (request) =>
        app.bookings.change(
          changer.owner(request),
          request.params.reference,
          kind,
          request.headers['idempotency-key'] ?? null,
          request.body as ChangeRequest,
        ),
    );
  };
}
