import { buildTestApp, type TestApp } from '../../helper.ts';
import { availability, searchBody } from './hotel-helpers.ts';

// GET /api/hotelbeds/hotels/{code}/?language=ENG|ARA
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const detail = (path: string) =>
  t.app.inject({ method: 'GET', url: `/api/hotelbeds/hotels/${path}` });

it('describes a hotel of the search in English, and the same hotel in Arabic', async () => {
  const [hotel] = (await availability(t, await searchBody(t, {}, 'DXB'))).results;
  const english = await detail(`${hotel!.code}/`);
  expect(english.statusCode).toBe(200);
  const en = english.json();
  expect(en).toMatchObject({
    code: hotel!.code,
    language: 'ENG',
    name: hotel!.name,
    category: { code: hotel!.categoryCode, name: hotel!.categoryName, stars: hotel!.rating },
    destination: { code: 'DXB', name: 'Dubai', countryCode: 'AE' },
    zone: { code: hotel!.zoneCode, name: hotel!.zoneName },
    coordinates: { latitude: hotel!.latitude, longitude: hotel!.longitude },
  });
  expect(en.description).toContain(hotel!.name);
  expect(en.facilities.map((facility: { code: string }) => facility.code)).toEqual(
    hotel!.amenities,
  );
  expect(en.rooms.length).toBeGreaterThan(0);
  expect(Object.keys(en.reviews.scores)).toEqual([
    'cleanliness',
    'comfort',
    'location',
    'facilities',
    'staff',
    'value',
  ]);
  expect(en.reviews.samples.length).toBeGreaterThan(0);
  expect(en.policies.map((policy: { code: string }) => policy.code)).toContain('local-tax');
  // §9: check-in 3:00 PM, check-out 12:00 PM, written as an English reader reads a time.
  expect(en).toMatchObject({ checkIn: '15:00', checkOut: '12:00' });
  const checkInPolicy = en.policies.find((policy: { code: string }) => policy.code === 'check-in');
  expect(checkInPolicy.description.replace(/\s/g, ' ')).toContain(
    'Check-in from 3:00 PM, check-out until 12:00 PM.',
  );

  const arabic = await detail(`${hotel!.code}/?language=ARA`);
  const ar = arabic.json();
  expect(ar.language).toBe('ARA');
  expect(ar.destination.name).toBe('دبي');
  expect(ar.description).toMatch(/[\u0600-\u06FF]/);
  expect(ar.rooms.map((room: { roomCode: string }) => room.roomCode)).toEqual(
    en.rooms.map((room: { roomCode: string }) => room.roomCode),
  );
  expect((await detail(`${hotel!.code}/`)).json()).toEqual(en);
});

it.each([
  ['an unknown hotel', '1115799/', 404, 'Hotel not found'],
  ['a code of another city’s range with no hotel', '100001/', 404, 'Hotel not found'],
])('404 for %s', async (_name, path, status, detailText) => {
  const response = await detail(path);
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ detail: detailText, code: 'not_found' });
});

it.each([
  ['a code that is not a number', 'abc/', 'code'],
  ['an unknown language', '1115701/?language=FRA', 'language'],
])('400 for %s', async (_name, path, field) => {
  const response = await detail(path);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ field });
});
