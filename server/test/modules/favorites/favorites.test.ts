import { createFavoriteKinds } from '../../../src/modules/favorites/registry.ts';
import { HOTEL_IMAGE_BASE } from '../../../src/modules/hotels/constants.ts';
import {
  FAVORITES_MAX,
  GUEST_FAVORITES_MAX,
  type Favorite,
  type FavoritesPage,
  type SaveFavoriteRequest,
} from '../../../src/modules/favorites/schemas.ts';
import type { FlightOffer } from '../../../src/modules/flights/schemas.ts';
import { bearer, signUp, type SignedIn } from '../../accounts.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { emiratesOffer, leaveSeats, signInAgain } from '../flights/booking/booking-helpers.ts';
import { availability, searchBody } from '../hotels/hotel-helpers.ts';

// /api/favorites/: what a signed-in traveller saved, one favorite per item, each with whether its
// kind can still book it now.
let t: TestApp;
let layla: SignedIn;
let omar: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  layla = await signUp(t);
  omar = await signUp(t);
});
afterAll(() => t.close());

const PATH = '/api/favorites/';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const list = (who: SignedIn | null, query = '') =>
  t.app.inject({ method: 'GET', url: `${PATH}${query}`, headers: who ? bearer(who.access) : {} });
const keys = (who: SignedIn | null) =>
  t.app.inject({ method: 'GET', url: `${PATH}keys/`, headers: who ? bearer(who.access) : {} });
const save = (who: SignedIn | null, body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: PATH,
    headers: who ? bearer(who.access) : {},
    payload: body as object,
  });
const merge = (who: SignedIn | null, favorites: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `${PATH}merge/`,
    headers: who ? bearer(who.access) : {},
    payload: { favorites },
  });
const remove = (who: SignedIn | null, id: string) =>
  t.app.inject({ method: 'DELETE', url: `${PATH}${id}/`, headers: who ? bearer(who.access) : {} });

// A Paris hotel as a search shows it, and the favorite its card saves for a stay.
async function parisHotel(index = 0) {
  const body = await searchBody(t);
  const page = await availability(t, body, '?page_size=20');
  const hotel = page.results[index];
  if (!hotel) throw new Error('no Paris hotel');
  const stay = { checkIn: body.checkIn, checkOut: body.checkOut };
  const favorite: SaveFavoriteRequest = {
    kind: 'hotel',
    key: String(hotel.code),
    snapshot: {
      name: hotel.name,
      imageUrl: `${HOTEL_IMAGE_BASE}${hotel.image}`,
      price: { amount: hotel.price.total, currency: hotel.price.currency },
      search: `checkIn=${stay.checkIn}&checkOut=${stay.checkOut}&room=2`,
    },
    item: { code: hotel.code, stay },
  };
  return { hotel, stay, favorite };
}

function flightFavorite(offer: FlightOffer): SaveFavoriteRequest {
  return {
    kind: 'flight',
    key: offer.id,
    snapshot: {
      name: 'DXB → LHR',
      imageUrl: null,
      price: { amount: offer.price.grandTotal, currency: offer.price.currency },
      search: 'originLocationCode=DXB&destinationLocationCode=LHR&adults=1',
    },
    item: { offer },
  };
}

describe('every route needs a signed-in traveller', () => {
  it.each([
    ['GET', PATH],
    ['GET', `${PATH}keys/`],
    ['POST', PATH],
    ['POST', `${PATH}merge/`],
    ['DELETE', `${PATH}00000000-0000-4000-8000-000000000000/`],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const response = await t.app.inject({
      method,
      url,
      payload: method === 'POST' ? {} : undefined,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('saving', () => {
  it('saves a hotel once: saving it again updates the one favorite', async () => {
    const { favorite, hotel } = await parisHotel(0);

    const first = await save(layla, favorite);
    const again = await save(layla, {
      ...favorite,
      snapshot: { ...favorite.snapshot, price: { amount: '999.00', currency: 'EUR' } },
    });

    expect(first.statusCode).toBe(201);
    expect(first.headers['cache-control']).toBe('no-store');
    const saved = first.json() as Favorite;
    expect(saved).toMatchObject({
      kind: 'hotel',
      key: String(hotel.code),
      snapshot: favorite.snapshot,
      item: favorite.item,
      availability: { status: 'available', reason: null },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      id: saved.id,
      createdAt: saved.createdAt,
      snapshot: { price: { amount: '999.00', currency: 'EUR' } },
    });
    expect((await keys(layla)).json()).toEqual([
      { id: saved.id, kind: 'hotel', key: String(hotel.code) },
    ]);
    const page = (await list(layla)).json() as FavoritesPage;
    expect(page).toMatchObject({ count: 1, next: null, previous: null });
    expect(page.results.map((each) => each.id)).toEqual([saved.id]);
  });

  it('keeps only what the kind knows of an item', async () => {
    const { favorite } = await parisHotel(1);
    const response = await save(layla, {
      ...favorite,
      item: { ...favorite.item, secret: 'x'.repeat(100) },
      snapshot: { ...favorite.snapshot, extra: true },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().item).toEqual(favorite.item);
    expect(response.json().snapshot).toEqual(favorite.snapshot);
    await remove(layla, response.json().id);
  });

  it.each([
    ['kind', { kind: 'boat' }, 'kind'],
    ['key', { key: '../1' }, 'key'],
    ['an empty name', { snapshot: { name: '' } }, 'snapshot.name'],
    [
      'a picture on another site',
      { snapshot: { imageUrl: 'https://evil.example/x.png' } },
      'snapshot.imageUrl',
    ],
    [
      'a protocol-relative picture',
      { snapshot: { imageUrl: '//evil.example/x.png' } },
      'snapshot.imageUrl',
    ],
    [
      'a picture path going up',
      { snapshot: { imageUrl: '/api/../../etc/passwd' } },
      'snapshot.imageUrl',
    ],
    ['a search with spaces', { snapshot: { search: 'a=1 b' } }, 'snapshot.search'],
    [
      'a price that is not money',
      { snapshot: { price: { amount: '12', currency: 'USD' } } },
      'snapshot.price',
    ],
    ['an item of the wrong type', { item: 'hotel' }, 'item'],
    ['a hotel code as text', { item: { code: 'abc', stay: null } }, 'item.code'],
    ['a hotel without its stay', { item: { code: 1 } }, 'item.stay'],
    [
      'a stay date that is not a date',
      { item: { code: 1, stay: { checkIn: '2026-02-30', checkOut: '2026-03-02' } } },
      'item.stay',
    ],
    ['a key that is not the item’s', { key: '123' }, 'key'],
  ])('refuses %s with a 400 naming the field', async (_case, change, field) => {
    const { favorite } = await parisHotel(2);
    const body = {
      ...favorite,
      ...change,
      snapshot: { ...favorite.snapshot, ...(change as { snapshot?: object }).snapshot },
    };
    const response = await save(layla, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid' });
    expect(response.json().field.startsWith(field)).toBe(true);
  });

  it('refuses a kind no module has registered (400 on kind), and finds none of its items', async () => {
    const kinds = createFavoriteKinds();
    let refused: unknown;
    try {
      kinds.checkItem({ kind: 'car', key: 'MR.CDAR.DXB', item: {} }, 'favorites.3.');
    } catch (error) {
      refused = error;
    }
    expect(refused).toMatchObject({ statusCode: 400, body: { field: 'favorites.3.kind' } });
    await expect(kinds.availability('car', {}, new Date())).resolves.toEqual({
      status: 'unavailable',
      reason: 'not_found',
    });
  });

  it('refuses a body that is not JSON, and an empty one', async () => {
    const notJson = await t.app.inject({
      method: 'POST',
      url: PATH,
      headers: { ...bearer(layla.access), 'content-type': 'application/json' },
      payload: '{',
    });
    const empty = await save(layla, {});
    expect(notJson.statusCode).toBe(400);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ field: 'kind' });
  });
});

describe('another traveller', () => {
  it('sees none of them and cannot remove them (404)', async () => {
    const { favorite } = await parisHotel(3);
    const saved = (await save(layla, favorite)).json() as Favorite;

    expect((await list(omar)).json()).toMatchObject({ count: 0, results: [] });
    expect((await keys(omar)).json()).toEqual([]);
    expect((await remove(omar, saved.id)).statusCode).toBe(404);
    // Omar saving the same hotel makes his own favorite.
    const his = await save(omar, favorite);
    expect(his.statusCode).toBe(201);
    expect(his.json().id).not.toBe(saved.id);

    expect((await remove(layla, saved.id)).statusCode).toBe(204);
    expect((await remove(layla, saved.id)).statusCode).toBe(404);
    expect((await keys(omar)).json()).toHaveLength(1);
    await remove(omar, his.json().id);
  });

  it('answers 400 for an id that is not one', async () => {
    const response = await remove(layla, 'not-an-id');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'id' });
  });
});

describe('listing', () => {
  it('pages newest first, filters by kind, and names bad parameters', async () => {
    const who = await signUp(t);
    const hotels = await Promise.all([0, 1, 2].map((index) => parisHotel(index)));
    for (const { favorite } of hotels) expect((await save(who, favorite)).statusCode).toBe(201);
    const offer = await emiratesOffer(t, 20);
    expect((await save(who, flightFavorite(offer))).statusCode).toBe(201);

    const first = (await list(who, '?page_size=3')).json() as FavoritesPage;
    const second = (await list(who, '?page_size=3&page=2')).json() as FavoritesPage;
    const onlyHotels = (await list(who, '?kind=hotel')).json() as FavoritesPage;

    expect(first.count).toBe(4);
    expect(first.results.map((each) => each.kind)).toEqual(['flight', 'hotel', 'hotel']);
    expect(first.next).toBe('/api/favorites/?page_size=3&page=2');
    expect(second.results).toHaveLength(1);
    expect(second.previous).toBe('/api/favorites/?page_size=3&page=1');
    expect(onlyHotels.count).toBe(3);
    for (const query of ['?page_size=0', '?page_size=51', '?page=0', '?kind=boat']) {
      const response = await list(who, query);
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe(query.slice(1).split('=')[0]);
    }
  });
});

describe('merging a guest’s favorites at sign-in', () => {
  it('adds each item once, updates one already saved, and answers every key', async () => {
    const who = await signUp(t);
    const [a, b] = await Promise.all([parisHotel(4), parisHotel(5)]);
    const before = (await save(who, a.favorite)).json() as Favorite;
    const newer = { ...b.favorite, snapshot: { ...b.favorite.snapshot, name: 'Newer name' } };

    const response = await merge(who, [a.favorite, b.favorite, newer]);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveLength(2);
    expect(response.json()).toContainEqual({ id: before.id, kind: 'hotel', key: a.favorite.key });
    const page = (await list(who)).json() as FavoritesPage;
    expect(page.count).toBe(2);
    expect(page.results.find((each) => each.key === b.favorite.key)?.snapshot.name).toBe(
      'Newer name',
    );
  });

  it('names the item at fault, and saves nothing of a list with one bad item', async () => {
    const who = await signUp(t);
    const { favorite } = await parisHotel(6);
    const response = await merge(who, [favorite, { ...favorite, item: { code: 'x', stay: null } }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'favorites.1.item.code' });
    expect((await keys(who)).json()).toEqual([]);
    const tooLong = await merge(who, Array(GUEST_FAVORITES_MAX + 1).fill(favorite));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ field: 'favorites' });
    expect((await merge(who, [])).statusCode).toBe(400);
  });

  it('keeps at most the limit, and saves nothing past it (409)', async () => {
    const who = await signUp(t);
    const { favorite } = await parisHotel(7);
    const many = (from: number, count: number) =>
      Array.from({ length: count }, (_, index) => ({
        ...favorite,
        key: String(1_000_000 + from + index),
        item: { code: 1_000_000 + from + index, stay: null },
      }));
    for (let from = 0; from < FAVORITES_MAX; from += GUEST_FAVORITES_MAX) {
      expect((await merge(who, many(from, GUEST_FAVORITES_MAX))).statusCode).toBe(200);
    }
    const over = await save(who, favorite);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'too_many' });
    expect((await merge(who, many(FAVORITES_MAX, 2))).statusCode).toBe(409);
    expect((await keys(who)).json()).toHaveLength(FAVORITES_MAX);
    // Saving one already there is not one more.
    expect((await save(who, many(0, 1)[0])).statusCode).toBe(200);
  });
});

// Last: these move the clock forward.
describe('availability', () => {
  it('a hotel: available; gone from the inventory; its stay over once check-in day has passed', async () => {
    const who = await signUp(t);
    const { favorite, stay } = await parisHotel(8);
    const withoutStay = { ...favorite, item: { ...favorite.item, stay: null } };
    const gone = { ...favorite, key: '1999999', item: { code: 1_999_999, stay: null } };
    await save(who, favorite);
    await save(who, gone);

    const now = (await list(who)).json() as FavoritesPage;
    expect(now.results.map((each) => [each.key, each.availability.status])).toEqual([
      ['1999999', 'unavailable'],
      [favorite.key, 'available'],
    ]);
    expect(now.results[0]!.availability.reason).toBe('not_found');

    // The stay is 30 days ahead: the day before check-in it is still bookable for those dates;
    // once check-in day is over, not.
    expect(stay.checkIn).toBe((await searchBody(t)).checkIn);
    t.clock.advance(29 * DAY);
    const who2 = await signInAgain(t, who);
    expect(((await list(who2)).json() as FavoritesPage).results[1]!.availability.status).toBe(
      'available',
    );
    t.clock.advance(2 * DAY);
    const who3 = await signInAgain(t, who);
    const later = (await list(who3)).json() as FavoritesPage;
    expect(later.results[1]!.availability).toEqual({ status: 'dates_passed', reason: null });
    // The hotel itself (saved without dates) is still there.
    await save(who3, withoutStay);
    expect(((await list(who3)).json() as FavoritesPage).results[1]!.availability.status).toBe(
      'available',
    );
  });

  it('a flight: available; sold out; no longer flown; departed once its sales close', async () => {
    const who = await signUp(t);
    const offer = await emiratesOffer(t, 5);
    const full = await emiratesOffer(t, 6);
    const notFlown: FlightOffer = structuredClone(offer);
    notFlown.id = 'notflown00000';
    notFlown.itineraries[0]!.segments[0]!.number = '9999';
    const favorites = [offer, full, notFlown].map(flightFavorite);
    favorites[2]!.key = notFlown.id;
    for (const favorite of favorites) expect((await save(who, favorite)).statusCode).toBe(201);
    await leaveSeats(t, full, 0);

    const statuses = async (user: SignedIn) =>
      Object.fromEntries(
        ((await list(user)).json() as FavoritesPage).results.map((each) => [
          each.key,
          each.availability,
        ]),
      );
    expect(await statuses(who)).toEqual({
      [offer.id]: { status: 'available', reason: null },
      [full.id]: { status: 'unavailable', reason: 'sold_out' },
      [notFlown.id]: { status: 'unavailable', reason: 'not_flown' },
    });

    // The day after departure (and already two hours before it), it has departed.
    t.clock.advance(6 * DAY);
    const later = await signInAgain(t, who);
    expect((await statuses(later))[offer.id]).toEqual({
      status: 'unavailable',
      reason: 'departed',
    });
  });
});
