import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { useFlightInventory } from '../../inventory/flights/inventory.ts';
import { errorResponses } from '../../lib/error-schema.ts';
import { FlightOffersPageSchema, FlightSearchQuerySchema } from './schemas.ts';
import { searchFlightOffers } from './service.ts';

// Flight search (§7 Flights) over the simulated inventory (server/src/inventory/flights).
export const flightRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const inventory = useFlightInventory(app);

  app.get(
    '/api/shopping/flight-offers/',
    {
      schema: {
        tags: ['flights'],
        summary: 'Flight offers for a route and dates, filtered, sorted and paged',
        description:
          'Times are local at each airport. Facets count the offers before the airline, stops, price and baggage filters.',
        querystring: FlightSearchQuerySchema,
        response: { 200: FlightOffersPageSchema, ...errorResponses(400) },
      },
    },
    async (request) =>
      searchFlightOffers(
        { db: app.db, clock: app.clock, inventory: await inventory() },
        request.query,
        request.url,
      ),
  );
};
