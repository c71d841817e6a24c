import type { Database } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ApiError } from '../../lib/api-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { pageRequest, toPage, type Page } from '../../lib/pagination.ts';
import type { FavoriteKind } from './constants.ts';
import type { FavoriteKinds } from './registry.ts';
import {
  countFavorites,
  deleteFavorite,
  listFavoriteKeys,
  listFavorites,
  upsertFavorites,
  type FavoriteRecord,
  type FavoriteWrite,
} from './repository.ts';
import {
  FAVORITES_MAX,
  FAVORITES_PAGE_SIZE,
  type Favorite,
  type FavoriteKey,
  type SaveFavoriteRequest,
} from './schemas.ts';

export interface FavoriteDeps {
  db: Database;
  clock: Clock;
  kinds: FavoriteKinds;
}

const notFound = () => new ApiError(404, { detail: 'Favorite not found.', code: 'not_found' });
const tooMany = () =>
  new ApiError(409, {
    detail: `You can keep at most ${FAVORITES_MAX} favorites. Remove one first.`,
    code: 'too_many',
  });

async function toFavorite(deps: FavoriteDeps, record: FavoriteRecord, now: Date) {
  const availability = await deps.kinds.availability(record.kind, record.item, now);
  return {
    id: record.id,
    kind: record.kind,
    key: record.key,
    snapshot: record.snapshot,
    item: record.item as Favorite['item'],
    availability: {
      status: availability.status,
      reason: availability.status === 'unavailable' ? availability.reason : null,
    },
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  } satisfies Favorite;
}

// Saves (or saves again) each favorite, all or none: more than FAVORITES_MAX in all is a 409.
async function write(deps: FavoriteDeps, userId: string, list: FavoriteWrite[]) {
  const now = deps.clock.now();
  return inTransaction(deps.db, async (tx) => {
    const saved = await upsertFavorites(tx, userId, list, now);
    if ((await countFavorites(tx, userId)) > FAVORITES_MAX) throw tooMany();
    return saved;
  });
}

/** Saves an item; the same item saved again replaces its snapshot (not a second favorite). */
export async function saveFavorite(
  deps: FavoriteDeps,
  userId: string,
  request: SaveFavoriteRequest,
): Promise<{ favorite: Favorite; created: boolean }> {
  const item = deps.kinds.checkItem(request);
  const [saved] = await write(deps, userId, [{ ...request, item }]);
  if (!saved) throw new Error('a saved favorite has no row');
  return {
    favorite: await toFavorite(deps, saved.record, deps.clock.now()),
    created: saved.created,
  };
}

/**
 * Adds what a guest saved on a device to the account at sign-in: each item once (the last of the
 * list wins, as the newest save), an item already saved updated. Answers every key saved.
 */
export async function mergeFavorites(
  deps: FavoriteDeps,
  userId: string,
  list: readonly SaveFavoriteRequest[],
): Promise<FavoriteKey[]> {
  const unique = new Map<string, FavoriteWrite>();
  list.forEach((request, index) => {
    const item = deps.kinds.checkItem(request, `favorites.${index}.`);
    const id = `${request.kind} ${request.key}`;
    unique.delete(id);
    unique.set(id, { ...request, item });
  });
  await write(deps, userId, [...unique.values()]);
  return favoriteKeys(deps, userId);
}

export async function listUserFavorites(
  deps: FavoriteDeps,
  userId: string,
  query: { kind?: FavoriteKind; page?: number; page_size?: number },
  requestUrl: string,
): Promise<Page<Favorite>> {
  const page = pageRequest({
    page: query.page,
    page_size: query.page_size ?? FAVORITES_PAGE_SIZE.default,
  });
  const found = await listFavorites(deps.db, userId, query.kind, page);
  const now = deps.clock.now();
  return toPage(requestUrl, page, {
    count: found.count,
    results: await Promise.all(found.records.map((record) => toFavorite(deps, record, now))),
  });
}

export function favoriteKeys(deps: FavoriteDeps, userId: string): Promise<FavoriteKey[]> {
  return listFavoriteKeys(deps.db, userId);
}

export async function removeFavorite(deps: FavoriteDeps, userId: string, id: string) {
  if (!(await deleteFavorite(deps.db, userId, id))) throw notFound();
}
