import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CAR_IMAGE_BASE } from '../../inventory/cars/constants.ts';
import { useCarInventory } from '../../inventory/cars/inventory.ts';
import { drawCarPicture, parsePictureFile } from '../../inventory/cars/pictures.ts';
import { ApiError } from '../../lib/api-error.ts';
import { errorResponses } from '../../lib/error-schema.ts';
import { carBookingRoutes } from './booking/routes.ts';
import {
  buildCarLocationIndex,
  nearestCarLocations,
  searchCarLocations,
  type CarLocationIndex,
} from './locations.ts';
import {
  CarImageParamsSchema,
  CarLocationListSchema,
  CarLocationQuerySchema,
  CarOfferConflictSchema,
  CarOfferDetailSchema,
  CarOfferParamsSchema,
  CarPricingRequestSchema,
  CarPricingSchema,
  CarSearchPageSchema,
  CarSearchQuerySchema,
  NearestCarLocationListSchema,
  NearestCarLocationQuerySchema,
} from './schemas.ts';
import { findCarOffer, priceCarOffer, searchCars } from './service.ts';

const tags = ['cars'];
const PICTURE_CACHE = 'public, max-age=86400';

// Car rental (issue 10) over the simulated inventory (server/src/inventory/cars): branches, the
// search, an offer and its pricing, the pictures; booking is ./booking/routes.ts.
export const carRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const inventory = useCarInventory(app);
  let index: Promise<CarLocationIndex> | null = null;
  const locations = () => (index ??= inventory().then(buildCarLocationIndex));
  const deps = async () => ({ db: app.db, clock: app.clock, inventory: await inventory() });
  await app.register(carBookingRoutes(inventory));

  app.get(
    '/api/cars/locations/',
    {
      schema: {
        tags,
        summary: 'Rental branches by city, airport code or name, in English or Arabic',
        querystring: CarLocationQuerySchema,
        response: { 200: CarLocationListSchema, ...errorResponses(400) },
      },
    },
    async (request) => searchCarLocations(await locations(), request.query.keyword),
  );

  app.get(
    '/api/cars/locations/nearest/',
    {
      schema: {
        tags,
        summary: 'The rental branches nearest to a point',
        querystring: NearestCarLocationQuerySchema,
        response: { 200: NearestCarLocationListSchema, ...errorResponses(400) },
      },
    },
    async (request) =>
      nearestCarLocations(await locations(), {
        latitude: request.query.lat,
        longitude: request.query.lng,
      }),
  );

  app.get(
    '/api/cars/search/',
    {
      schema: {
        tags,
        summary: 'Cars to rent at a branch for a pickup and return time and a driver’s age',
        description:
          'Every parameter may be left out (Dubai Airport, tomorrow 10:00 for 3 days, a driver of 30). Each offer carries the rental’s total with every mandatory fee and the price per day. Facets count before the filters. Lists are repeated parameters.',
        querystring: CarSearchQuerySchema,
        response: { 200: CarSearchPageSchema, ...errorResponses(400, 429, 503) },
      },
      onRequest: app.overload.limitSearches,
    },
    async (request) =>
      app.overload.search(async () => searchCars(await deps(), request.query, request.url)),
  );

  app.get(
    '/api/cars/offers/:id/',
    {
      schema: {
        tags,
        summary: 'A car offer priced now, with its branches, pictures and policies',
        description:
          'The id may differ from the one asked for when the price moved. A sold-out or started offer answers available: false.',
        params: CarOfferParamsSchema,
        response: { 200: CarOfferDetailSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => findCarOffer(await deps(), request.params.id),
  );

  app.post(
    '/api/cars/offers/:id/pricing/',
    {
      schema: {
        tags,
        summary: 'Price a car offer with add-ons before booking',
        description:
          '409 price_changed carries the offer at its new price (a new id); 409 sold_out when no car is left; 409 unavailable when the pickup is too near or past.',
        params: CarOfferParamsSchema,
        body: CarPricingRequestSchema,
        response: {
          200: CarPricingSchema,
          409: CarOfferConflictSchema,
          ...errorResponses(400, 404, 413, 415),
        },
      },
    },
    async (request) => priceCarOffer(await deps(), request.params.id, request.body),
  );

  app.get(
    `${CAR_IMAGE_BASE}:file`,
    {
      schema: {
        tags,
        summary: 'A car’s picture, an SVG drawing (paths from an offer’s car and images)',
        params: CarImageParamsSchema,
        response: {
          200: { description: 'image/svg+xml', content: { 'image/svg+xml': { schema: {} } } },
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const picture = parsePictureFile(request.params.file);
      if (!picture) throw new ApiError(404, { detail: 'Picture not found', code: 'not_found' });
      const drawing = drawCarPicture(
        (await inventory()).carClass(picture.carClass),
        picture.colour,
        picture.view,
      );
      // The same picture is drawn the same on every server; a day's cache covers a redeploy.
      return reply
        .type('image/svg+xml')
        .header('cache-control', PICTURE_CACHE)
        .header('x-content-type-options', 'nosniff')
        .send(drawing);
    },
  );
};
