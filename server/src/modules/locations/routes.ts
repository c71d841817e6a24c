import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { useFlightInventory } from '../../inventory/flights/inventory.ts';
import { errorResponses } from '../../lib/error-schema.ts';
import {
  LocationListSchema,
  LocationSearchQuerySchema,
  NearestAirportListSchema,
  NearestQuerySchema,
} from './schemas.ts';
import { createLocationService, type LocationService } from './service.ts';

const tags = ['locations'];

// Airport and city suggestions (§7 Locations), from the flight inventory's reference data.
export const locationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const inventory = useFlightInventory(app);
  let service: Promise<LocationService> | null = null;
  const locations = () => (service ??= inventory().then(createLocationService));

  app.get(
    '/api/locations/search/',
    {
      schema: {
        tags,
        summary:
          'Airports and cities whose name or city (in English or Arabic) or code starts with the keyword',
        querystring: LocationSearchQuerySchema,
        response: { 200: LocationListSchema, ...errorResponses(400) },
      },
    },
    async (request) => (await locations()).search(request.query),
  );

  app.get(
    '/api/locations/nearest/',
    {
      schema: {
        tags,
        summary: 'The nearest airports with scheduled service to a point',
        querystring: NearestQuerySchema,
        response: { 200: NearestAirportListSchema, ...errorResponses(400) },
      },
    },
    async (request) => (await locations()).nearest(request.query),
  );
};
