import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../lib/error-schema.ts';
import { signedInUser } from '../../plugins/auth.ts';
import {
  SavedTravellerListSchema,
  SavedTravellerParamsSchema,
  SaveTravellersRequestSchema,
} from './schemas.ts';
import { listTravellers, removeTraveller, saveTravellers, type TravellerDeps } from './service.ts';

const tags = ['profile'];
const security = [{ bearerAuth: [] }];
const PATH = '/authentication/profile/travellers/';

// The travellers a signed-in user keeps for booking in one click. Saved only when the traveller
// asks (the wizard's consent box), deleted with the account.
export const travellerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps: TravellerDeps = { db: app.db, clock: app.clock };

  app.get(
    PATH,
    {
      schema: {
        tags,
        summary: 'The signed-in user’s saved travellers',
        security,
        response: { 200: SavedTravellerListSchema, ...errorResponses(401) },
      },
      onRequest: app.authenticate,
    },
    async (request) => listTravellers(deps, signedInUser(request).id),
  );

  app.put(
    PATH,
    {
      schema: {
        tags,
        summary: 'Save travellers (a saved passport number is updated)',
        description:
          '200 with every saved traveller. 409 too_many beyond the limit; nothing is saved then.',
        security,
        body: SaveTravellersRequestSchema,
        response: {
          200: SavedTravellerListSchema,
          ...errorResponses(400, 401, 409, 413, 415),
        },
      },
      onRequest: app.authenticate,
    },
    async (request) => saveTravellers(deps, signedInUser(request).id, request.body.travellers),
  );

  app.delete(
    `${PATH}:id/`,
    {
      schema: {
        tags,
        summary: 'Forget a saved traveller',
        security,
        params: SavedTravellerParamsSchema,
        response: { 204: Type.Null({ description: 'Deleted' }), ...errorResponses(400, 401, 404) },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      await removeTraveller(deps, signedInUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
