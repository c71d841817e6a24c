import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { useFlightInventory } from '../../../inventory/flights/inventory.ts';
import { errorResponses } from '../../../lib/error-schema.ts';
import { signedInUser } from '../../../plugins/auth.ts';
import { guestBookingOf } from '../guest/access.ts';
import { BookingReferenceParamsSchema, type Booking } from '../schemas.ts';
import { airportZonesOf } from './airport-zones.ts';
import { buildCalendar } from './builders.ts';
import { createPdfPool } from './pdf-pool.ts';
import { DocumentQuerySchema, type DocumentQuery } from './options.ts';

const tags = ['bookings'];
const security = [{ bearerAuth: [] }];

const file = (type: string, description: string) => ({
  description,
  content: {
    [type]: { schema: Type.Unsafe<Buffer | string>({ type: 'string', format: 'binary' }) },
  },
});

type DocumentName = 'ticket.pdf' | 'receipt.pdf' | 'calendar.ics';

const DOCUMENTS: Record<DocumentName, { summary: string; body: ReturnType<typeof file> }> = {
  'ticket.pdf': {
    summary: 'The e-ticket (flight) or voucher (hotel, car) of a booking, as a PDF',
    body: file('application/pdf', 'The PDF'),
  },
  'receipt.pdf': {
    summary: 'The receipt of a booking, as a PDF',
    body: file('application/pdf', 'The PDF'),
  },
  'calendar.ics': {
    summary: 'A booking as calendar events (each flight, the stay, the rental)',
    body: file('text/calendar', 'An iCalendar file'),
  },
};

// A booking's documents, for its signed-in owner (another user's booking is not found, 404, as
// everywhere bookings are read) and for a guest who opened it with a mailed code (guest/): the
// same files, built from the booking as the core shows it.
export const bookingDocumentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const flights = useFlightInventory(app);

  const pdfs = createPdfPool();
  app.addHook('onClose', () => pdfs.close());

  // A PDF's booking is read once the document has its turn: a burst beyond the queue is refused
  // before it costs a query.
  async function send(
    reply: FastifyReply,
    load: () => Promise<Booking>,
    name: DocumentName,
    query: DocumentQuery,
  ) {
    const lang = query.lang ?? 'en';
    const digits = query.digits ?? 'arab';
    const zonesOf = async (booking: Booking) => airportZonesOf(await flights(), booking);
    if (name === 'calendar.ics') {
      const booking = await load();
      const airportZones = await zonesOf(booking);
      const airportZone = (code: string) => airportZones[code] ?? 'UTC';
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="safar-${booking.reference}.ics"`)
        .send(buildCalendar(booking, { lang, digits, airportZone }));
    }
    const { reference, pdf } = await app.overload.document(async () => {
      const booking = await load();
      const airportZones = await zonesOf(booking);
      const built = await pdfs.build({ name, booking, lang, digits, airportZones });
      return { reference: booking.reference, pdf: built };
    });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="safar-${reference}-${name}"`)
      .send(pdf);
  }

  for (const [name, { summary, body }] of Object.entries(DOCUMENTS) as [
    DocumentName,
    (typeof DOCUMENTS)[DocumentName],
  ][]) {
    app.get(
      `/api/bookings/:reference/documents/${name}`,
      {
        schema: {
          tags,
          summary,
          security,
          params: BookingReferenceParamsSchema,
          querystring: DocumentQuerySchema,
          response: { 200: body, ...errorResponses(400, 401, 404, 429, 503) },
        },
        onRequest: [app.overload.limitDocuments, app.authenticate],
      },
      async (request, reply) => {
        const owner = { userId: signedInUser(request).id };
        return send(reply, () => app.bookings.get(owner, request.params), name, request.query);
      },
    );

    app.get(
      `/api/bookings/guest/documents/${name}`,
      {
        schema: {
          tags,
          summary: `${summary}, for the guest who opened it (find my booking)`,
          security,
          querystring: DocumentQuerySchema,
          response: { 200: body, ...errorResponses(400, 401, 404, 429, 503) },
        },
        onRequest: app.overload.limitDocuments,
      },
      async (request, reply) => {
        const id = await guestBookingOf(app.tokens, request);
        return send(
          reply,
          () => app.bookings.get({ guestBookingId: id }, { id }),
          name,
          request.query,
        );
      },
    );
  }
};
