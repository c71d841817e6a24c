import type { CarLocation } from '../../../src/modules/cars/schemas.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';

// GET /api/cars/locations/ and /nearest/: branches by city, airport code or name, English or
// Arabic; the nearest to a point.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const find = async (keyword: string): Promise<CarLocation[]> => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/cars/locations/?keyword=${encodeURIComponent(keyword)}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const codes = (locations: CarLocation[]) => locations.map((location) => location.code);

it('finds Dubai’s branches by city, airport code or district, in English and Arabic', async () => {
  const dubai = await find('dubai');
  expect(codes(dubai)).toEqual(
    expect.arrayContaining(['DXB', 'DWC', 'DXB-DT', 'DXB-MA', 'DXB-JU']),
  );
  expect(codes(dubai).indexOf('DXB')).toBeLessThan(codes(dubai).indexOf('DXB-DT'));
  expect((await find('DXB'))[0]).toMatchObject({
    code: 'DXB',
    kind: 'airport',
    name: 'Dubai International Airport',
    nameAr: 'مطار دبي الدولي',
    cityCode: 'DXB',
    countryCode: 'AE',
    timeZone: 'Asia/Dubai',
    open24Hours: true,
    suppliers: 8,
  });
  expect(codes(await find('marina'))).toContain('DXB-MA');
  expect(codes(await find('دبي مارينا'))[0]).toBe('DXB-MA');
  expect(codes(await find('جميرا'))).toContain('DXB-JU');
  expect(codes(await find('قاهرة'))).toEqual(expect.arrayContaining(['CAI', 'CAI-DT', 'CAI-HE']));
  expect(codes(await find('heathrow'))).toEqual(['LHR']);
  expect(codes(await find('LON'))).toEqual(
    expect.arrayContaining(['LHR', 'LGW', 'LON-DT', 'LON-PD']),
  );
  expect(codes(await find('DXB-MA'))[0]).toBe('DXB-MA');
  expect(await find('qqqqq')).toEqual([]);
  expect((await find('a')).length).toBe(10);
});

it('gives each branch its hours on its own clock: Gulf desks late, Friday from the afternoon', async () => {
  const [marina] = await find('DXB-MA');
  expect(marina).toMatchObject({ kind: 'city', open24Hours: false, cityNameAr: 'دبي' });
  expect(marina!.hours).toHaveLength(7);
  expect(marina!.hours[1]).toEqual({ weekday: 1, open: '08:00', close: '22:00' });
  expect(marina!.hours[5]).toEqual({ weekday: 5, open: '14:00', close: '22:00' });
  const [heathrow] = await find('LHR');
  expect(heathrow!.hours.every((day) => day.open === '00:00' && day.close === '24:00')).toBe(true);
  const [berlin] = (await find('berlin')).filter((location) => location.kind === 'city');
  expect(berlin!.hours[0]).toEqual({ weekday: 0, open: null, close: null });
});

it('lists the nearest branches to a point with their distance', async () => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/cars/locations/nearest/?lat=25.08&lng=55.14',
  });
  expect(response.statusCode).toBe(200);
  const nearest = response.json();
  expect(nearest).toHaveLength(10);
  expect(nearest[0]).toMatchObject({ code: 'DXB-MA' });
  expect(nearest[0].distance).toBeLessThan(1);
  const distances = nearest.map((location: { distance: number }) => location.distance);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
});

it.each([
  ['/api/cars/locations/', 'keyword'],
  ['/api/cars/locations/?keyword=', 'keyword'],
  [`/api/cars/locations/?keyword=${'x'.repeat(51)}`, 'keyword'],
  ['/api/cars/locations/nearest/?lat=91&lng=0', 'lat'],
  ['/api/cars/locations/nearest/?lat=10', 'lng'],
])('400 for %s naming %s', async (url, field) => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ field });
});
