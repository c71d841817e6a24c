import { carRentalSales } from '../../../src/db/schema.ts';
import {
  availability as fleetAvailability,
  rentalDays,
} from '../../../src/inventory/cars/fleet.ts';
import { loadCarInventory } from '../../../src/inventory/cars/inventory.ts';
import { decodeOfferId, encodeOfferId } from '../../../src/inventory/cars/offer-id.ts';
import { CAR_IMAGE_BASE } from '../../../src/modules/cars/constants.ts';
import type { CarFavoriteItem } from '../../../src/modules/cars/favorite.ts';
import type { CarLocation, CarOffer, CarSearchPage } from '../../../src/modules/cars/schemas.ts';
import type {
  Favorite,
  FavoritesPage,
  SaveFavoriteRequest,
} from '../../../src/modules/favorites/schemas.ts';
import { bearer, signUp, type SignedIn } from '../../accounts.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { queryString, rentalQuery, search } from '../cars/car-helpers.ts';
import { signInAgain } from '../flights/booking/booking-helpers.ts';

// A car as a favorite: one supplier's class at a pickup branch (the key), saved for a rental; the
// cars module decides whether its offer can still be booked.
let t: TestApp;
let layla: SignedIn;
beforeAll(async () => {
  t = await buildTestApp();
  layla = await signUp(t);
});
afterAll(() => t.close());

const PATH = '/api/favorites/';
const DAY = 86_400_000;

const list = (who: SignedIn) =>
  t.app.inject({ method: 'GET', url: PATH, headers: bearer(who.access) });
const save = (who: SignedIn, body: unknown) =>
  t.app.inject({ method: 'POST', url: PATH, headers: bearer(who.access), payload: body as object });

const named = (branch: CarLocation) => ({
  code: branch.code,
  name: branch.name,
  nameAr: branch.nameAr,
});

// The favorite a car's heart saves, as the SPA builds it from a search page.
type CarFavoriteRequest = SaveFavoriteRequest & { item: CarFavoriteItem };

function carFavorite(offer: CarOffer, page: CarSearchPage): CarFavoriteRequest {
  const item: CarFavoriteItem = {
    offerId: offer.id,
    car: {
      acriss: offer.car.acriss,
      type: offer.car.type,
      name: offer.car.name,
      nameAr: offer.car.nameAr,
    },
    supplier: {
      code: offer.supplier.code,
      name: offer.supplier.name,
      nameAr: offer.supplier.nameAr,
    },
    pickup: named(page.pickup),
    dropoff: named(page.dropoff),
    pickupAt: offer.pickupAt,
    returnAt: offer.returnAt,
    driverAge: page.driverAge,
  };
  return {
    kind: 'car',
    key: `${offer.supplier.code}.${offer.car.acriss}.${page.pickup.code}`,
    snapshot: {
      name: `${offer.car.name}, ${offer.supplier.name}`,
      imageUrl: `${CAR_IMAGE_BASE}${offer.car.image}`,
      price: { amount: offer.price.total, currency: offer.price.currency },
      search: queryString({ pickupLocation: page.pickup.code, driverAge: page.driverAge }),
    },
    item,
  };
}

// A Corolla (CDAR) from Dubai Airport to Dubai Marina, `daysAhead` days from now for 3 days.
async function corolla(daysAhead: number, supplier?: string) {
  const page = await search(t, {
    ...(await rentalQuery(t, 'DXB', daysAhead, 3)),
    dropoffLocation: 'DXB-MA',
    acriss: 'CDAR',
    ...(supplier ? { supplier } : {}),
  });
  const offer = page.results[0];
  if (!offer) throw new Error('no Corolla at Dubai Airport');
  return { offer, page, favorite: carFavorite(offer, page) };
}

// Every car of the offer's class rented out through Safar on its pickup day.
async function rentOutEveryCar(offer: CarOffer) {
  const inventory = await loadCarInventory();
  const branch = inventory.branches.get(offer.pickupLocation)!;
  const supplier = inventory.suppliers.get(offer.supplier.code)!;
  const day = rentalDays(offer.pickupAt.slice(0, 10), offer.returnAt.slice(0, 10))[0]!;
  const { capacities } = fleetAvailability(
    branch,
    supplier,
    inventory.carClass(offer.car.acriss),
    [day],
    () => 0,
  );
  await t.app.db.insert(carRentalSales).values({
    branchCode: branch.code,
    day,
    supplierCode: supplier.code,
    carClass: offer.car.acriss,
    carsOut: capacities[0]!,
    updatedAt: new Date(),
  });
}

const statuses = async (who: SignedIn) =>
  Object.fromEntries(
    ((await list(who)).json() as FavoritesPage).results.map((each) => [
      each.key,
      each.availability,
    ]),
  );

describe('saving a car', () => {
  it('keeps one favorite per supplier, class and pickup branch: other times replace it', async () => {
    const { favorite, offer } = await corolla(20);
    const later = await corolla(40, offer.supplier.code);

    const first = await save(layla, favorite);
    expect(first.statusCode).toBe(201);
    const saved = first.json() as Favorite;
    expect(saved).toMatchObject({
      kind: 'car',
      key: `${offer.supplier.code}.CDAR.DXB`,
      snapshot: favorite.snapshot,
      item: favorite.item,
      availability: { status: 'available', reason: null },
    });

    const again = await save(layla, later.favorite);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      id: saved.id,
      item: { offerId: later.offer.id, pickupAt: later.offer.pickupAt },
    });
    const keys = await t.app.inject({
      method: 'GET',
      url: `${PATH}keys/`,
      headers: bearer(layla.access),
    });
    expect(keys.json()).toEqual([{ id: saved.id, kind: 'car', key: saved.key }]);
  });

  it('keeps only what the car kind knows of an item', async () => {
    const { favorite } = await corolla(21);
    const response = await save(layla, {
      ...favorite,
      item: { ...favorite.item, secret: 'x', car: { ...favorite.item.car, colour: 'red' } },
    });
    expect([200, 201]).toContain(response.statusCode);
    expect(response.json().item).toEqual(favorite.item);
  });

  it.each<[string, (item: CarFavoriteItem) => unknown, string]>([
    ['an offer id that cannot be one', (item) => ({ ...item, offerId: 'a b' }), 'item.offerId'],
    [
      'a class Safar does not rent',
      (item) => ({ ...item, car: { ...item.car, acriss: 'XXXX' } }),
      'item.car.acriss',
    ],
    [
      'a branch code in lower case',
      (item) => ({ ...item, pickup: { ...item.pickup, code: 'dxb' } }),
      'item.pickup.code',
    ],
    [
      'a car without its Arabic name',
      (item) => ({ ...item, car: { ...item.car, nameAr: '' } }),
      'item.car.nameAr',
    ],
    [
      'a pickup that is not a local time',
      (item) => ({ ...item, pickupAt: 'soon' }),
      'item.pickupAt',
    ],
    ['a driver too young to rent', (item) => ({ ...item, driverAge: 17 }), 'item.driverAge'],
    ['no drop-off', ({ dropoff: _dropoff, ...item }) => item, 'item.dropoff'],
  ])('refuses %s with a 400 naming the field', async (_case, change, field) => {
    const { favorite } = await corolla(22);
    const response = await save(layla, { ...favorite, item: change(favorite.item) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid', field });
  });

  it('refuses a key that is not the car’s (supplier, class, pickup branch)', async () => {
    const { favorite } = await corolla(22);
    for (const key of [favorite.item.offerId, 'MR.CDAR.DXB-MA', `${favorite.key}.x`]) {
      const response = await save(layla, { ...favorite, key });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ field: 'key' });
    }
  });

  it('comes in with a guest’s hotel and flight favorites at sign-in, named when wrong', async () => {
    const who = await signUp(t);
    const { favorite } = await corolla(23);
    const broken = { ...favorite, item: { ...favorite.item, supplier: { code: 'MR' } } };
    const refused = await t.app.inject({
      method: 'POST',
      url: `${PATH}merge/`,
      headers: bearer(who.access),
      payload: { favorites: [favorite, broken] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().field).toMatch(/^favorites\.1\.item\.supplier/);

    const merged = await t.app.inject({
      method: 'POST',
      url: `${PATH}merge/`,
      headers: bearer(who.access),
      payload: { favorites: [favorite] },
    });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toEqual([{ id: expect.any(String), kind: 'car', key: favorite.key }]);
  });
});

// Last: the clock moves forward.
describe('availability', () => {
  it('available; sold out; not found; dates passed once pickup is near, the car still rented', async () => {
    const who = await signUp(t);
    const open = await corolla(30);
    // Another supplier's Corolla for the same rental, whose cars all go.
    const page = await search(t, {
      ...(await rentalQuery(t, 'DXB', 30, 3)),
      dropoffLocation: 'DXB-MA',
      acriss: 'CDAR',
    });
    const other = page.results.find((each) => each.supplier.code !== open.offer.supplier.code);
    if (!other) throw new Error('one supplier of Corollas at Dubai Airport');
    const full = carFavorite(other, page);
    // An id naming a supplier that does not rent here, and an item describing another car than
    // its id.
    const fields = decodeOfferId(open.offer.id)!;
    const nowhere = {
      ...open.favorite,
      key: `QQ.CDAR.DXB`,
      item: {
        ...open.favorite.item,
        offerId: encodeOfferId({ ...fields, supplier: 'QQ' }),
        supplier: { code: 'QQ', name: 'Gone', nameAr: 'غير موجود' },
      },
    };
    const mismatched = {
      ...open.favorite,
      key: `${open.offer.supplier.code}.CDAR.DXB-DT`,
      item: {
        ...open.favorite.item,
        pickup: { code: 'DXB-DT', name: 'Downtown Dubai', nameAr: 'وسط دبي' },
      },
    };
    for (const favorite of [open.favorite, full, nowhere, mismatched]) {
      expect((await save(who, favorite)).statusCode).toBe(201);
    }
    await rentOutEveryCar(other);

    expect(await statuses(who)).toEqual({
      [open.favorite.key]: { status: 'available', reason: null },
      [full.key]: { status: 'unavailable', reason: 'sold_out' },
      [nowhere.key]: { status: 'unavailable', reason: 'not_found' },
      [mismatched.key]: { status: 'unavailable', reason: 'not_found' },
    });

    // Pickup is 30 days ahead at 15:00 Dubai time: half an hour before, it can no longer be
    // booked for those times, and the supplier still rents Corollas there.
    const pickupMs = Date.parse(`${open.offer.pickupAt}+04:00`);
    t.clock.advance(pickupMs - t.clock.now().getTime() - 30 * 60_000);
    const later = await signInAgain(t, who);
    expect((await statuses(later))[open.favorite.key]).toEqual({
      status: 'dates_passed',
      reason: null,
    });
    t.clock.advance(5 * DAY);
    const muchLater = await signInAgain(t, who);
    expect((await statuses(muchLater))[open.favorite.key]).toEqual({
      status: 'dates_passed',
      reason: null,
    });
  });
});
