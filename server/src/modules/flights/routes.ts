import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { useFlightInventory } from '../../inventory/flights/inventory.ts';
import { errorResponses } from '../../lib/error-schema.ts';
import {
  FlightDatesQuerySchema,
  FlightDatesSchema,
  FlightOffersPageSchema,
  FlightSearchQuerySchema,
} from './schemas.ts';
import { cheapestByDate, searchFlightOffers } from './service.ts';

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
        response: { 200: FlightOffersPageSchema, ...errorResponses(400, 429, 503) },
      },
      onRequest: app.overload.limitSearches,
    },
    async (request, reply) =>
      app.searchAnswers.send(request, reply, async () =>
        searchFlightOffers(
          { db: app.db, clock: app.clock, inventory: await inventory() },
          request.query,
          request.url,
        ),
      ),
  );

  app.get(
    '/api/shopping/flight-dates/',
    {
      schema: {
        tags: ['flights'],
        summary: 'The cheapest fare of each departure date in a range, for flexible dates',
        description:
          'Each date priced as a search on that date prices it (a round trip keeps its length); null for a date that cannot be booked.',
        querystring: FlightDatesQuerySchema,
        response: { 200: FlightDatesSchema, ...errorResponses(400, 429, 503) },
      },
      onRequest: app.overload.limitSearches,
    },
    async (request, reply) =>
      app.searchAnswers.send(request, reply, async () =>
        cheapestByDate(
          { db: app.db, clock: app.clock, inventory: await inventory() },
          request.query,
        ),
      ),
  );
};
