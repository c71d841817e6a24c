import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { useFlightInventory } from '../../../inventory/flights/inventory.ts';
import { errorResponses } from '../../../lib/error-schema.ts';
import { signedInUser } from '../../../plugins/auth.ts';
import { BookingReferenceParamsSchema } from '../schemas.ts';
import { airportZonesOf } from './airport-zones.ts';
import { buildCalendar, buildReceiptPdf, buildTicketPdf } from './builders.ts';
import { DocumentQuerySchema, type DocumentOptions, type DocumentQuery } from './options.ts';

const tags = ['bookings'];
const security = [{ bearerAuth: [] }];

const file = (type: string, description: string) => ({
  description,
  content: {
    [type]: { schema: Type.Unsafe<Buffer | string>({ type: 'string', format: 'binary' }) },
  },
});

// The signed-in owner's documents of a booking: another user's booking is not found (404), as
// everywhere bookings are read.
export const bookingDocumentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const flights = useFlightInventory(app);

  const optionsOf = async (query: DocumentQuery): Promise<DocumentOptions> => ({
    lang: query.lang ?? 'en',
    digits: query.digits ?? 'arab',
    airportZone: airportZonesOf(await flights()),
  });

  const pdfRoute = (name: 'ticket' | 'receipt', summary: string) =>
    app.get(
      `/api/bookings/:reference/documents/${name}.pdf`,
      {
        schema: {
          tags,
          summary,
          security,
          params: BookingReferenceParamsSchema,
          querystring: DocumentQuerySchema,
          response: {
            200: file('application/pdf', 'The PDF'),
            ...errorResponses(400, 401, 404),
          },
        },
        onRequest: app.authenticate,
      },
      async (request, reply) => {
        const booking = await app.bookings.get(signedInUser(request).id, request.params);
        const options = await optionsOf(request.query);
        const build = name === 'ticket' ? buildTicketPdf : buildReceiptPdf;
        const bytes = await build(booking, options);
        return reply
          .type('application/pdf')
          .header(
            'content-disposition',
            `attachment; filename="safar-${booking.reference}-${name}.pdf"`,
          )
          .send(bytes);
      },
    );

  pdfRoute('ticket', 'The e-ticket (flight) or voucher (hotel, car) of a booking, as a PDF');
  pdfRoute('receipt', 'The receipt of a booking, as a PDF');

  app.get(
    '/api/bookings/:reference/documents/calendar.ics',
    {
      schema: {
        tags,
        summary: 'A booking as calendar events (each flight, the stay, the rental)',
        security,
        params: BookingReferenceParamsSchema,
        querystring: DocumentQuerySchema,
        response: {
          200: file('text/calendar', 'An iCalendar file'),
          ...errorResponses(400, 401, 404),
        },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const booking = await app.bookings.get(signedInUser(request).id, request.params);
      const text = buildCalendar(booking, await optionsOf(request.query));
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="safar-${booking.reference}.ics"`)
        .send(text);
    },
  );
};
