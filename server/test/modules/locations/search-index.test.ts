import { greatCircleKm } from '../../../src/inventory/shared/geo.ts';
import { loadFlightInventory } from '../../../src/inventory/flights/inventory.ts';
import type { Location, LocationSubType } from '../../../src/modules/locations/schemas.ts';
import {
  buildLocationIndex,
  foldText,
  searchLocations,
  writtenAsCode,
  type IndexedLocation,
  type LocationIndex,
} from '../../../src/modules/locations/search-index.ts';
import { createLocationService } from '../../../src/modules/locations/service.ts';

// The location search reads sorted arrays by binary search. These tests hold it to the plain
// rule it implements, checked by scanning every location: a keyword matches the start of a code
// or of any word (or words) of a name or city, in English or Arabic (an Arabic word also after
// its article); an exact code written in capitals first, then larger, busier airports.

let index: LocationIndex;
let service: ReturnType<typeof createLocationService>;
let inventory: Awaited<ReturnType<typeof loadFlightInventory>>;
beforeAll(async () => {
  inventory = await loadFlightInventory();
  index = buildLocationIndex(inventory);
  service = createLocationService(inventory);
});

function scanAll(keyword: string, subType: LocationSubType | undefined): Location[] {
  const folded = foldText(keyword);
  if (folded === '') return [];
  const code = folded.replaceAll(' ', '').toUpperCase();
  const codeFirst = writtenAsCode(keyword);
  const exact = (entry: IndexedLocation) => Number(codeFirst && entry.location.iataCode === code);
  const startsAWord = (words: string) =>
    words.includes(` ${folded}`) || words.includes(` ال${folded}`);
  return index.entries
    .filter(
      (entry) =>
        (subType === undefined || entry.location.subType === subType) &&
        (entry.location.iataCode.startsWith(code) ||
          startsAWord(entry.nameWords) ||
          startsAWord(entry.cityWords) ||
          startsAWord(entry.arabicWords)),
    )
    .sort(
      (a, b) =>
        exact(b) - exact(a) ||
        b.sizeRank - a.sizeRank ||
        b.traffic - a.traffic ||
        b.runwayFt - a.runwayFt ||
        Number(b.location.subType === 'CITY') - Number(a.location.subType === 'CITY') ||
        (a.location.iataCode < b.location.iataCode ? -1 : 1),
    )
    .slice(0, 10)
    .map((entry) => entry.location);
}

function keywords(): string[] {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const found = new Set<string>([
    'new york',
    'new yo',
    'sao paulo',
    'SÃO PAULO',
    'l h r',
    'Zürich',
    'münchen',
    'st.',
    'o’hare',
    '1',
    'x',
    'qqqqzz',
    'international airport',
    'DUB',
    'Dub',
    'dub',
    'MAN',
    'دبي',
    'القاهرة',
    'قاهرة',
    'لندن',
    'جدة',
    'جده',
    'الرياض',
    'رياض',
    'باريس',
    'مطار',
    'مطار ال',
    'ال',
    'ا',
    'عبد العزيز',
    'أبو ظبي',
    'ابوظ',
    'مَطارُ',
    'دبـــي',
    'نيويورك',
    '٣',
  ]);
  for (const first of letters) {
    found.add(first);
    for (const second of letters) found.add(first + second);
  }
  let count = 0;
  for (const airport of inventory.airports.values()) {
    if (count++ % 23 !== 0) continue;
    const words = airport.name.split(/\s+/);
    words.forEach((_, at) =>
      found.add(
        words
          .slice(at)
          .join(' ')
          .slice(0, 3 + (count % 8)),
      ),
    );
    found.add(airport.cityName.slice(0, 4));
    found.add(airport.code.slice(0, 2));
    const arabic = inventory.arabicNames.airports.get(airport.code);
    if (arabic) {
      const arabicWords = arabic.name.split(/\s+/);
      found.add(
        arabicWords
          .slice(count % arabicWords.length)
          .join(' ')
          .slice(0, 2 + (count % 6)),
      );
      found.add(arabic.cityName.slice(0, 3));
    }
  }
  return [...found];
}

describe('foldText', () => {
  it.each([
    ['القاهرة', 'القاهره'],
    ['أبها', 'ابها'],
    ['إسطنبول', 'اسطنبول'],
    ['آغرا', 'اغرا'],
    ['ٱلمدينة', 'المدينه'],
    ['مُسْتَشْفَى', 'مستشفي'],
    ['دبـــي', 'دبي'],
    ['عمّان', 'عمان'],
    ['سيئون', 'سييون'],
    ['کرج ی', 'كرج ي'],
    ['عبد العزيز', 'عبدالعزيز'],
    ['أبو ظبي', 'ابوظبي'],
    ['مطار ٣', 'مطار 3'],
    ['۱۲', '12'],
    ['São Paulo–Guarulhos', 'sao paulo guarulhos'],
  ])('folds %s to %s', (text, folded) => {
    expect(foldText(text)).toBe(folded);
  });
});

describe('the location index', () => {
  it('answers what scanning every location answers', () => {
    for (const keyword of keywords()) {
      for (const subType of [undefined, 'AIRPORT', 'CITY'] as const) {
        expect([keyword, subType, searchLocations(index, keyword, subType, 10)]).toEqual([
          keyword,
          subType,
          scanAll(keyword, subType),
        ]);
      }
    }
  });

  it('finds the nearest airports as sorting all of them by distance does', () => {
    for (let lat = -75; lat <= 75; lat += 25) {
      for (let lng = -175; lng <= 175; lng += 50) {
        const expected = index.airports
          .map(({ airport, location }) => ({
            location,
            km: greatCircleKm(lat, lng, airport.latitude, airport.longitude),
          }))
          .sort((a, b) => a.km - b.km || (a.location.iataCode < b.location.iataCode ? -1 : 1))
          .slice(0, 10)
          .map(({ location, km }) => ({ ...location, distance: Math.round(km * 10) / 10 }));
        expect(service.nearest({ lat, lng })).toEqual(expected);
      }
    }
  });
});
