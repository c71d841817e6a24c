import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { useHotelInventory } from '../../inventory/hotels/inventory.ts';
import { errorResponses } from '../../lib/error-schema.ts';
import { hotelBookingRoutes } from './booking/routes.ts';
import { HOTEL_IMAGE_BASE } from './constants.ts';
import { createHotelFavoriteChecker } from './favorite.ts';
import { checkRates } from './rates.ts';
import {
  AvailabilityPageSchema,
  AvailabilityQuerySchema,
  AvailabilityRequestSchema,
  CheckedRatesSchema,
  CheckRatesRequestSchema,
  HotelDetailQuerySchema,
  HotelDetailSchema,
  HotelImageParamsSchema,
  HotelParamsSchema,
  RateConflictSchema,
} from './schemas.ts';
import { drawPicture, findHotelDetail, searchHotelAvailability } from './service.ts';

const tags = ['hotels'];
const PICTURE_CACHE = 'public, max-age=86400';

// Hotel search, details and rate re-checks (§7 Hotels) over the simulated inventory
// (server/src/inventory/hotels), in the Hotelbeds shapes; booking is ./booking/routes.ts.
export const hotelRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const inventory = useHotelInventory(app);
  app.favorites.register(createHotelFavoriteChecker({ inventory }));
  await app.register(hotelBookingRoutes);

  app.post(
    '/api/hotelbeds/availability/',
    {
      schema: {
        tags,
        summary: 'Hotels with rooms for a stay and party in a city or around a point',
        description:
          'Send destination (a city code) or geolocation. Every hotel comes with its cheapest rates for the whole party (the total for the stay with every mandatory fee, and per night), its rates the filters allow, and its distance from the point searched. Facets count before the filters. Page with ?page=&page_size=.',
        querystring: AvailabilityQuerySchema,
        body: AvailabilityRequestSchema,
        response: { 200: AvailabilityPageSchema, ...errorResponses(400, 413, 415, 429, 503) },
      },
      onRequest: app.overload.limitSearches,
    },
    async (request, reply) =>
      app.searchAnswers.send(request, reply, async () =>
        searchHotelAvailability(
          { db: app.db, clock: app.clock, inventory: await inventory() },
          request.body,
          request.query,
          request.url,
        ),
      ),
  );

  app.get(
    '/api/hotelbeds/hotels/:code/',
    {
      schema: {
        tags,
        summary: 'A hotel’s details in English or Arabic',
        params: HotelParamsSchema,
        querystring: HotelDetailQuerySchema,
        response: { 200: HotelDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) =>
      findHotelDetail(
        { db: app.db, clock: app.clock, inventory: await inventory() },
        request.params.code,
        request.query.language ?? 'ENG',
      ),
  );

  app.get(
    `${HOTEL_IMAGE_BASE}:code/:file`,
    {
      schema: {
        tags,
        summary: 'A hotel’s picture, an SVG drawing (paths from the detail’s images)',
        params: HotelImageParamsSchema,
        response: {
          200: { description: 'image/svg+xml', content: { 'image/svg+xml': { schema: {} } } },
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const drawing = drawPicture(
        { inventory: await inventory() },
        request.params.code,
        request.params.file,
      );
      // The same hotel is drawn the same on every server; a day's cache covers a redeploy.
      return reply
        .type('image/svg+xml')
        .header('cache-control', PICTURE_CACHE)
        .header('x-content-type-options', 'nosniff')
        .send(drawing);
    },
  );

  app.post(
    '/api/hotelbeds/checkrates/',
    {
      schema: {
        tags,
        summary: 'Price rate keys again at today’s price and rooms before booking',
        description:
          '409 price_changed carries the rates at their new price (with new rate keys); 409 sold_out when too few rooms are left; 409 unavailable when the stay can no longer be booked.',
        body: CheckRatesRequestSchema,
        response: {
          200: CheckedRatesSchema,
          409: RateConflictSchema,
          ...errorResponses(400, 413, 415),
        },
      },
    },
    async (request) =>
      checkRates(
        { db: app.db, inventory: await inventory(), now: app.clock.now() },
        request.body.rateKeys,
        request.body.language,
      ),
  );
};
