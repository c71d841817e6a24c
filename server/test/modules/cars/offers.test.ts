import { encodeOfferId, decodeOfferId } from '../../../src/inventory/cars/offer-id.ts';
import type { CarOffer, CarOfferDetail, CarPricing } from '../../../src/modules/cars/schemas.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { money, rentalQuery, search } from './car-helpers.ts';

// An offer again (GET /api/cars/offers/{id}/), its pricing with the §9 add-ons, the 409s, and
// the pictures served under /api/cars/images/.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const detail = (id: string) => t.app.inject({ method: 'GET', url: `/api/cars/offers/${id}/` });
const pricing = (id: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/cars/offers/${id}/pricing/`, payload });

async function corolla(query: Record<string, string | number> = {}): Promise<CarOffer> {
  const page = await search(t, {
    ...(await rentalQuery(t, 'DXB', 12, 3)),
    acriss: 'CDAR',
    ...query,
  });
  const offer = page.results.find((each) => each.cancellation.refundable);
  if (!offer) throw new Error('no refundable Corolla');
  return offer;
}

it('shows an offer again with its branches, pictures, description and insurance tiers', async () => {
  const offer = await corolla({ dropoffLocation: 'DXB-MA' });
  const response = await detail(offer.id);
  expect(response.statusCode).toBe(200);
  const shown: CarOfferDetail = response.json();
  expect(shown).toMatchObject({
    id: offer.id,
    available: true,
    unavailableReason: null,
    price: offer.price,
    pickup: { code: 'DXB', hours: expect.any(Array) },
    dropoff: { code: 'DXB-MA' },
    driverAge: 30,
  });
  expect(shown.images.map((image) => image.view)).toEqual(['side', 'front', 'back', 'interior']);
  expect(shown.description).toMatch(/^Toyota Corolla or similar: a compact saloon/);
  expect(shown.descriptionAr).toMatch(/^تويوتا كورولا أو ما يماثلها/);
  expect(shown.insurance).toEqual([
    { tier: 'none', price: '0.00', excess: offer.excess },
    { tier: 'basic', price: '15.00', excess: (money(offer.excess) / 200).toFixed(2) },
    { tier: 'comprehensive', price: '45.00', excess: '0.00' },
  ]);
  expect(shown.pickupOptions.map((branch) => branch.code)).toEqual(
    expect.arrayContaining(['DXB', 'DXB-DT', 'DXB-MA', 'DXB-JU']),
  );
  for (const image of shown.images) {
    const picture = await t.app.inject({ method: 'GET', url: `/api/cars/images/${image.path}` });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(picture.headers['cache-control']).toBe('public, max-age=86400');
    expect(picture.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(picture.body).not.toMatch(/href|<script|<image/);
  }
});

it('404 for an id that is not an offer or a picture that does not exist', async () => {
  expect((await detail('not-an-offer')).statusCode).toBe(404);
  const offer = await corolla();
  const fields = decodeOfferId(offer.id)!;
  expect((await detail(encodeOfferId({ ...fields, pickup: 'ZZZ' }))).statusCode).toBe(404);
  expect((await detail(encodeOfferId({ ...fields, supplier: 'QQ' }))).statusCode).toBe(404);
  expect((await detail(encodeOfferId({ ...fields, dropoff: 'LHR' }))).statusCode).toBe(404);
  expect((await detail('a'.repeat(101))).statusCode).toBe(404);
  expect((await detail('a%20b')).statusCode).toBe(400);
  expect((await pricing('not-an-offer', {})).statusCode).toBe(404);
  for (const file of ['CDAR-pink-side.svg', 'ZZZZ-red-side.svg', 'CDAR-red-top.svg']) {
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/cars/images/${file}` })).statusCode,
    ).toBe(404);
  }
  expect(
    (await t.app.inject({ method: 'GET', url: '/api/cars/images/../x.svg' })).statusCode,
  ).not.toBe(200);
});

it('prices the §9 add-ons: a driver per day, child seat, GPS and insurance per rental', async () => {
  const offer = await corolla();
  const response = await pricing(offer.id, {
    extras: { withDriver: true, childSeat: true, gps: true, insurance: 'comprehensive' },
  });
  expect(response.statusCode).toBe(200);
  const priced: CarPricing = response.json();
  const lines = Object.fromEntries(priced.price.lines.map((line) => [line.code, line]));
  expect(lines).toMatchObject({
    CAR_RENTAL: { quantity: 3 },
    SERVICE_FEE: { amount: '25.00' },
    DRIVER: { quantity: 3, amount: '120.00' },
    CHILD_SEAT: { quantity: 1, amount: '15.00' },
    GPS: { quantity: 1, amount: '10.00' },
    INSURANCE: { quantity: 1, amount: '45.00' },
  });
  expect(money(priced.price.total)).toBe(money(offer.price.total) + 12000 + 1500 + 1000 + 4500);
  expect(priced.price.lines.reduce((sum, line) => sum + money(line.amount), 0)).toBe(
    money(priced.price.total),
  );
  expect(priced).toMatchObject({ deposit: '500.00', excess: '0.00', offer: { id: offer.id } });
  const bare = (await pricing(offer.id, {})).json();
  expect(bare.price.total).toBe(offer.price.total);
  expect(bare.extras).toEqual({
    withDriver: false,
    childSeat: false,
    gps: false,
    insurance: 'none',
  });
});

it('409 price_changed with the offer at its new price, and a young driver’s surcharge', async () => {
  const offer = await corolla();
  const fields = decodeOfferId(offer.id)!;
  const cheaper = encodeOfferId({ ...fields, totalMinor: fields.totalMinor - 500 });
  const changed = await pricing(cheaper, {});
  expect(changed.statusCode).toBe(409);
  expect(changed.json()).toMatchObject({
    code: 'price_changed',
    offer: { id: offer.id, price: offer.price },
  });
  const seenAgain = (await detail(cheaper)).json();
  expect(seenAgain.id).toBe(offer.id);
  const today = new Date(t.clock.now().getTime()).toISOString().slice(0, 10);
  const young = await pricing(offer.id, { dateOfBirth: `${Number(today.slice(0, 4)) - 23}-01-01` });
  expect(young.statusCode).toBe(409);
  const moved = young.json().offer as CarOfferDetail;
  expect(moved.driverAge).toBe(23);
  expect(moved.price.lines.map((line) => line.code)).toContain('YOUNG_DRIVER');
  expect(
    (await pricing(moved.id, { dateOfBirth: `${Number(today.slice(0, 4)) - 23}-01-01` }))
      .statusCode,
  ).toBe(200);
  const tooYoung = await pricing(offer.id, {
    dateOfBirth: `${Number(today.slice(0, 4)) - 19}-01-01`,
  });
  expect(tooYoung.statusCode).toBe(400);
  expect(tooYoung.json()).toMatchObject({ field: 'dateOfBirth', code: 'driver_too_young' });
});

it('says an offer whose pickup has come is no longer available, and refuses to price it', async () => {
  const offer = await corolla();
  t.clock.advance(12 * 86_400_000);
  try {
    const shown = (await detail(offer.id)).json();
    expect(shown).toMatchObject({ available: false, unavailableReason: 'started' });
    const late = await pricing(offer.id, {});
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'unavailable' });
  } finally {
    t.clock.advance(-12 * 86_400_000);
  }
});
