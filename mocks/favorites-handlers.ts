import type {
  Favorite,
  FavoriteKey,
  SaveFavoriteRequest,
} from '../server/src/modules/favorites/schemas';
import { http, HttpResponse } from 'msw';

const PATH = '*/api/favorites/';

let ids = 0;
const nextId = () => `00000000-0000-4000-9000-${String((ids += 1)).padStart(12, '0')}`;

/** A saved favorite as the server answers it: available unless the test says otherwise. */
export function makeFavorite(
  request: SaveFavoriteRequest,
  overrides: Partial<Favorite> = {},
): Favorite {
  const now = new Date().toISOString();
  return {
    id: nextId(),
    ...request,
    availability: { status: 'available', reason: null },
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

/** A hotel as its heart saves it, for a stay of three nights in July 2099 (two adults). */
export function hotelFavoriteRequest(
  code: number,
  name: string,
  search = 'checkIn=2099-07-10&checkOut=2099-07-13&room=2',
): SaveFavoriteRequest {
  return {
    kind: 'hotel',
    key: String(code),
    snapshot: {
      name,
      imageUrl: `/api/hotelbeds/images/${code}/1.svg`,
      price: { amount: '642.00', currency: 'EUR' },
      search,
    },
    item: { code, stay: { checkIn: '2099-07-10', checkOut: '2099-07-13' } },
  };
}

const keyOf = ({ id, kind, key }: Favorite): FavoriteKey => ({ id, kind, key });

/**
 * The favorites API over an in-memory list, newest first (empty by default): saving an item again
 * updates it, merge adds a guest's list, DELETE removes (another id is a 404). `saved` lets a test
 * read what the server holds. Each call starts afresh, so tests never leak into each other.
 */
export function favoritesHandlers(initial: readonly Favorite[] = []) {
  const saved: Favorite[] = [...initial];
  const upsert = (request: SaveFavoriteRequest) => {
    const index = saved.findIndex((each) => each.kind === request.kind && each.key === request.key);
    if (index >= 0) {
      saved[index] = { ...saved[index]!, ...request, updatedAt: new Date().toISOString() };
      return { favorite: saved[index]!, created: false };
    }
    const favorite = makeFavorite(request);
    saved.unshift(favorite);
    return { favorite, created: true };
  };
  const handlers = [
    http.get(`${PATH}keys/`, () => HttpResponse.json(saved.map(keyOf))),
    http.get(PATH, () =>
      HttpResponse.json({ count: saved.length, next: null, previous: null, results: saved }),
    ),
    http.post(`${PATH}merge/`, async ({ request }) => {
      const { favorites } = (await request.json()) as { favorites: SaveFavoriteRequest[] };
      favorites.forEach(upsert);
      return HttpResponse.json(saved.map(keyOf));
    }),
    http.post(PATH, async ({ request }) => {
      const { favorite, created } = upsert((await request.json()) as SaveFavoriteRequest);
      return HttpResponse.json(favorite, { status: created ? 201 : 200 });
    }),
    http.delete(`${PATH}:id/`, ({ params }) => {
      const index = saved.findIndex((each) => each.id === params.id);
      if (index < 0) {
        return HttpResponse.json(
          { detail: 'Favorite not found.', code: 'not_found' },
          { status: 404 },
        );
      }
      saved.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return Object.assign(handlers, { saved });
}
