import { buildTestApp, type TestApp } from '../../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface Location {
  name: string;
  iataCode: string;
  cityName: string;
  countryCode: string;
  subType: 'AIRPORT' | 'CITY';
  nameAr: string;
  cityNameAr: string;
  distance?: number;
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

async function search(query: string): Promise<Location[]> {
  const response = await get(`/api/locations/search/?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const codes = (locations: Location[]) => locations.map((location) => location.iataCode);

describe('GET /api/locations/search/', () => {
  it('answers the §3 fields of airports and cities, and their names in Arabic', async () => {
    const found = await search('keyword=heathrow');

    expect(found[0]).toEqual({
      name: 'London Heathrow Airport',
      iataCode: 'LHR',
      cityName: 'London',
      countryCode: 'GB',
      subType: 'AIRPORT',
      nameAr: 'مطار لندن هيثرو',
      cityNameAr: 'لندن',
      latitude: expect.closeTo(51.47, 1),
      longitude: expect.closeTo(-0.46, 1),
    });
  });

  it('matches the start of any word of the name or the city, not the middle of a word', async () => {
    expect(codes(await search('keyword=gatwick'))).toContain('LGW');
    expect(codes(await search('keyword=kennedy&subType=AIRPORT'))).toContain('JFK');
    expect(codes(await search('keyword=new%20york&subType=AIRPORT'))).toEqual(
      expect.arrayContaining(['JFK', 'EWR', 'LGA']),
    );
    expect(await search('keyword=eathrow')).toEqual([]);
  });

  it('ignores letter case and accents', async () => {
    const plain = await search('keyword=sao%20paulo');
    expect(codes(plain)).toEqual(expect.arrayContaining(['SAO', 'GRU', 'CGH']));
    expect(plain.find((location) => location.iataCode === 'GRU')?.cityName).toBe('São Paulo');
    expect(await search(`keyword=${encodeURIComponent('SÃO PAULO')}`)).toEqual(plain);
    expect(codes(await search('keyword=sao'))).toContain('GRU');
    expect(codes(await search('keyword=zurich&subType=AIRPORT'))).toContain('ZRH');
  });

  it('matches IATA codes and puts the exact code first when it is written as one', async () => {
    expect((await search('keyword=lhr'))[0]?.iataCode).toBe('LHR');
    expect((await search('keyword=DUB'))[0]).toMatchObject({ iataCode: 'DUB', cityName: 'Dublin' });
    expect((await search('keyword=DUB&subType=AIRPORT'))[0]?.iataCode).toBe('DUB');
    expect(codes(await search('keyword=dx&subType=AIRPORT'))).toContain('DXB');
  });

  it('ranks a typed prefix by size: Dub finds Dubai before Dublin', async () => {
    for (const keyword of ['Dub', 'dub']) {
      const airports = codes(await search(`keyword=${keyword}&subType=AIRPORT`));
      expect(airports.indexOf('DXB')).toBeGreaterThanOrEqual(0);
      expect(airports.indexOf('DXB')).toBeLessThan(airports.indexOf('DUB'));
    }
  });

  it('finds metropolitan city codes as cities that stand for all their airports', async () => {
    const cities = await search('keyword=lon&subType=CITY');
    expect(cities[0]).toEqual({
      name: 'London',
      iataCode: 'LON',
      cityName: 'London',
      countryCode: 'GB',
      subType: 'CITY',
      nameAr: 'لندن',
      cityNameAr: 'لندن',
      // London's own centre (the hotel inventory's), where a map of London centres.
      latitude: expect.closeTo(51.51, 1),
      longitude: expect.closeTo(-0.13, 1),
    });
    expect(cities.every((location) => location.subType === 'CITY')).toBe(true);
    expect((await search('keyword=NYC'))[0]).toMatchObject({ iataCode: 'NYC', subType: 'CITY' });
    expect((await search('keyword=paris&subType=CITY'))[0]?.iataCode).toBe('PAR');
  });

  it('gives only airports with subType=AIRPORT, larger and busier ones first', async () => {
    const airports = await search('keyword=london&subType=AIRPORT');
    expect(airports.every((location) => location.subType === 'AIRPORT')).toBe(true);
    expect(airports[0]?.iataCode).toBe('LHR');
    // Southend is a medium airport: after the five large London airports.
    expect(codes(airports).indexOf('SEN')).toBeGreaterThan(codes(airports).indexOf('LCY'));
    expect(codes(await search('keyword=dubai&subType=AIRPORT')).slice(0, 2)).toEqual([
      'DXB',
      'DWC',
    ]);
  });

  it('gives cities and airports together without subType', async () => {
    const both = await search('keyword=dubai');
    expect(both.slice(0, 2).map((location) => [location.iataCode, location.subType])).toEqual([
      ['DXB', 'CITY'],
      ['DXB', 'AIRPORT'],
    ]);
  });

  it.each([
    ['دبي', 'DXB', 'DXB', 'دبي'],
    ['القاهرة', 'CAI', 'CAI', 'القاهرة'],
    ['لندن', 'LON', 'LHR', 'لندن'],
    ['جدة', 'JED', 'JED', 'جدة'],
    ['الرياض', 'RUH', 'RUH', 'الرياض'],
    ['باريس', 'PAR', 'CDG', 'باريس'],
  ])('finds %s in Arabic: the city %s, then its airport %s', async (keyword, city, airport, ar) => {
    const q = encodeURIComponent(keyword);
    expect((await search(`keyword=${q}&subType=CITY`))[0]).toMatchObject({
      iataCode: city,
      subType: 'CITY',
      nameAr: ar,
      cityNameAr: ar,
    });
    expect((await search(`keyword=${q}&subType=AIRPORT`))[0]).toMatchObject({
      iataCode: airport,
      cityNameAr: ar,
    });
    expect((await search(`keyword=${q}`))[0]?.iataCode).toBe(city);
  });

  it('names the Arab world’s airports by their own Arabic names', async () => {
    const jeddah = await search(`keyword=${encodeURIComponent('جدة')}&subType=AIRPORT`);
    expect(jeddah[0]?.nameAr).toBe('مطار الملك عبدالعزيز الدولي');
    const dubai = await search(`keyword=${encodeURIComponent('دبي')}&subType=AIRPORT`);
    expect(dubai.slice(0, 2).map((location) => [location.iataCode, location.nameAr])).toEqual([
      ['DXB', 'مطار دبي الدولي'],
      ['DWC', 'مطار آل مكتوم الدولي'],
    ]);
    // By the airport's own name too, with or without the article and the hamza.
    for (const keyword of ['الملك عبدالعزيز', 'ملك عبد العزيز', 'مطار الملك خالد']) {
      expect(codes(await search(`keyword=${encodeURIComponent(keyword)}`))).toContain(
        keyword.endsWith('خالد') ? 'RUH' : 'JED',
      );
    }
  });

  it.each([
    ['قاهرة', 'CAI'],
    ['القاهره', 'CAI'],
    ['رياض', 'RUH'],
    ['جده', 'JED'],
    ['دبـي', 'DXB'],
    ['دُبَيّ', 'DXB'],
    ['ابوظبي', 'AUH'],
    ['أبو ظبي', 'AUH'],
    ['اسطنبول', 'IST'],
    ['ٱلدوحة', 'DOH'],
  ])('folds Arabic spellings: %s finds %s', async (keyword, code) => {
    expect(codes(await search(`keyword=${encodeURIComponent(keyword)}&subType=CITY`))[0]).toBe(
      code,
    );
  });

  it('answers at most 10 locations', async () => {
    expect(await search('keyword=a')).toHaveLength(10);
    expect(await search('keyword=international&subType=AIRPORT')).toHaveLength(10);
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await search('keyword=qqqqzz')).toEqual([]);
    expect(await search('keyword=---')).toEqual([]);
    expect(await search(`keyword=${encodeURIComponent('ـــ،؟')}`)).toEqual([]);
    expect(await search(`keyword=${encodeURIComponent('ال')}`)).toHaveLength(10);
  });

  it.each([
    ['', 'keyword: is required', 'keyword'],
    ['keyword=', 'keyword: must not be empty', 'keyword'],
    ['keyword=%20%20%20', 'keyword: must not be empty', 'keyword'],
    [`keyword=${'a'.repeat(51)}`, 'keyword: must be at most 50 characters', 'keyword'],
    ['keyword=dub&subType=airport', 'subType: must be one of: AIRPORT, CITY', 'subType'],
    ['keyword=dub&subType=COUNTRY', 'subType: must be one of: AIRPORT, CITY', 'subType'],
    [`keyword=${'د'.repeat(51)}`, 'keyword: must be at most 50 characters', 'keyword'],
  ])('rejects ?%s with a 400 naming the field', async (query, detail, field) => {
    const response = await get(`/api/locations/search/?${query}`);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail, code: 'invalid', field });
  });
});

describe('GET /api/locations/nearest/', () => {
  const nearest = (query: string) => get(`/api/locations/nearest/?${query}`);

  it('lists the airports nearest to Dubai: DXB, SHJ and DWC first, nearest first', async () => {
    const response = await nearest('lat=25.2048&lng=55.2708&type=AIRPORT');

    expect(response.statusCode).toBe(200);
    const airports: Location[] = response.json();
    expect(airports).toHaveLength(10);
    expect(new Set(codes(airports.slice(0, 3)))).toEqual(new Set(['DXB', 'SHJ', 'DWC']));
    expect(airports[0]).toEqual({
      name: 'Dubai International Airport',
      iataCode: 'DXB',
      cityName: 'Dubai',
      countryCode: 'AE',
      subType: 'AIRPORT',
      nameAr: 'مطار دبي الدولي',
      cityNameAr: 'دبي',
      latitude: expect.closeTo(25.25, 1),
      longitude: expect.closeTo(55.36, 1),
      distance: expect.any(Number),
    });
    const distances = airports.map((airport) => airport.distance as number);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((km) => Math.round(km * 10) === km * 10)).toBe(true);
    expect(distances[0]).toBeGreaterThan(5);
    expect(distances[0]).toBeLessThan(15);
  });

  it('takes the type as optional', async () => {
    const response = await nearest('lat=51.47&lng=-0.45');
    expect(response.statusCode).toBe(200);
    expect(response.json()[0].iataCode).toBe('LHR');
  });

  it.each([
    ['lng=55.27', 'lat: is required', 'lat'],
    ['lat=25.2', 'lng: is required', 'lng'],
    ['lat=91&lng=0', 'lat: must be at most 90', 'lat'],
    ['lat=-90.5&lng=0', 'lat: must be at least -90', 'lat'],
    ['lat=0&lng=180.1', 'lng: must be at most 180', 'lng'],
    ['lat=0&lng=-181', 'lng: must be at least -180', 'lng'],
    ['lat=north&lng=0', 'lat: must be a number', 'lat'],
    ['lat=0&lng=0&type=CITY', 'type: must be one of: AIRPORT', 'type'],
  ])('rejects ?%s with a 400 naming the field', async (query, detail, field) => {
    const response = await nearest(query);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail, code: 'invalid', field });
  });
});
