import { globalPlugin } from '../../lib/global-plugin.ts';
import { createFavoriteKinds, type FavoriteKinds } from './registry.ts';

declare module 'fastify' {
  interface FastifyInstance {
    favorites: FavoriteKinds;
  }
}

// The kinds favorites can hold, for every kind's module: each registers its checker
// (app.favorites.register, see ./kind.ts) as it registers its booking adapter.
export const favoritesPlugin = globalPlugin({ name: 'favorites' }, async (app) => {
  app.decorate('favorites', createFavoriteKinds());
});
