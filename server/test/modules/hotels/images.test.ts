import { HOTEL_IMAGE_BASE } from '../../../src/modules/hotels/constants.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { availability, searchBody } from './hotel-helpers.ts';

// GET /api/hotelbeds/images/{code}/{n}.svg: the pictures a hotel's detail and card point at.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

it('serves every picture a hotel’s detail lists, captioned in its language', async () => {
  const [hotel] = (await availability(t, await searchBody(t, {}, 'DXB'))).results;
  expect(hotel!.image).toBe(`${hotel!.code}/1.svg`);
  const en = (await get(`/api/hotelbeds/hotels/${hotel!.code}/`)).json();
  const ar = (await get(`/api/hotelbeds/hotels/${hotel!.code}/?language=ARA`)).json();
  expect(en.images.length).toBeGreaterThanOrEqual(6);
  expect(en.images[0]).toMatchObject({
    imageTypeCode: 'GEN',
    path: hotel!.image,
    order: 1,
    description: 'The property',
  });
  expect(en.images.some((image: { imageTypeCode: string }) => image.imageTypeCode === 'HAB')).toBe(
    true,
  );
  expect(ar.images.map((image: { path: string }) => image.path)).toEqual(
    en.images.map((image: { path: string }) => image.path),
  );
  expect(ar.images[0].description).toBe('المبنى من الخارج');
  for (const image of en.images as { path: string }[]) {
    const response = await get(`${HOTEL_IMAGE_BASE}${image.path}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toMatch(/^<svg /);
  }
});

it('compresses a picture for a browser that accepts it', async () => {
  const response = await get(`${HOTEL_IMAGE_BASE}362701/1.svg`, { 'accept-encoding': 'br' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-encoding']).toBe('br');
});

it.each([
  ['an unknown hotel', '1115799/1.svg', 404, 'Hotel not found'],
  ['a picture the hotel does not have', '362701/10.svg', 404, 'Picture not found'],
  ['picture 0', '362701/0.svg', 400, undefined],
  ['another kind of file', '362701/1.png', 400, undefined],
  ['a path outside the pictures', '362701/..%2F..%2Fpackage.json', 400, undefined],
  ['a code that is not a number', 'abc/1.svg', 400, undefined],
])('answers %s with %i', async (_name, path, status, detail) => {
  const response = await get(`${HOTEL_IMAGE_BASE}${path}`);
  expect(response.statusCode).toBe(status);
  expect(response.json().detail).toEqual(detail ?? expect.any(String));
});
