import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../lib/error-schema.ts';
import { signedInUser } from '../../plugins/auth.ts';
import {
  FavoriteKeysSchema,
  FavoriteParamsSchema,
  FavoriteSchema,
  FavoritesPageSchema,
  FavoritesQuerySchema,
  MergeFavoritesRequestSchema,
  SaveFavoriteRequestSchema,
} from './schemas.ts';
import {
  favoriteKeys,
  listUserFavorites,
  mergeFavorites,
  removeFavorite,
  saveFavorite,
  type FavoriteDeps,
} from './service.ts';

const tags = ['favorites'];
const security = [{ bearerAuth: [] }];
const PATH = '/api/favorites/';

// The hotels, flights and cars a signed-in traveller saved (issue 10), each with whether it can
// still be booked as its kind decides now.
export const favoriteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps: FavoriteDeps = { db: app.db, clock: app.clock, kinds: app.favorites };

  app.get(
    PATH,
    {
      schema: {
        tags,
        summary: 'The signed-in user’s favorites, newest first, each with its availability now',
        security,
        querystring: FavoritesQuerySchema,
        response: { 200: FavoritesPageSchema, ...errorResponses(400, 401) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { kind, page, page_size } = request.query;
      return listUserFavorites(
        deps,
        signedInUser(request).id,
        { kind, page, page_size },
        request.url,
      );
    },
  );

  app.get(
    `${PATH}keys/`,
    {
      schema: {
        tags,
        summary: 'Which items the signed-in user saved (for the hearts on cards)',
        security,
        response: { 200: FavoriteKeysSchema, ...errorResponses(401) },
      },
      onRequest: app.authenticate,
    },
    async (request) => favoriteKeys(deps, signedInUser(request).id),
  );

  app.post(
    PATH,
    {
      schema: {
        tags,
        summary: 'Save an item (saving it again updates it: one favorite per item)',
        description:
          '201 when saved now, 200 when it was saved before (its snapshot and item are replaced). 409 too_many past the limit.',
        security,
        body: SaveFavoriteRequestSchema,
        response: {
          200: FavoriteSchema,
          201: FavoriteSchema,
          ...errorResponses(400, 401, 409, 413, 415),
        },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const { favorite, created } = await saveFavorite(
        deps,
        signedInUser(request).id,
        request.body,
      );
      return reply.code(created ? 201 : 200).send(favorite);
    },
  );

  app.post(
    `${PATH}merge/`,
    {
      schema: {
        tags,
        summary: 'Add what a guest saved on a device to the account (at sign-in)',
        description:
          'Each item once; an item already saved is updated. Answers every key now saved. 409 too_many past the limit, and nothing is saved then.',
        security,
        body: MergeFavoritesRequestSchema,
        response: { 200: FavoriteKeysSchema, ...errorResponses(400, 401, 409, 413, 415) },
      },
      onRequest: app.authenticate,
    },
    async (request) => mergeFavorites(deps, signedInUser(request).id, request.body.favorites),
  );

  app.delete(
    `${PATH}:id/`,
    {
      schema: {
        tags,
        summary: 'Remove a favorite',
        security,
        params: FavoriteParamsSchema,
        response: { 204: Type.Null({ description: 'Removed' }), ...errorResponses(400, 401, 404) },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      await removeFavorite(deps, signedInUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
