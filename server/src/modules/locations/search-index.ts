import { airportNames } from '../../inventory/flights/arabic-names.ts';
import type { Airport } from '../../inventory/flights/data/airports.ts';
import type { FlightInventory } from '../../inventory/flights/inventory.ts';
import type { Coordinates } from '../../inventory/shared/geo.ts';
import type { LocationSubType } from './constants.ts';
import type { Location } from './schemas.ts';

// Folds a text for matching: no accents, lower case, words separated by single spaces, so that
// "São Paulo–Guarulhos" reads "sao paulo guarulhos". Letters that Unicode does not decompose
// (ø, ł, ß…) are spelled out the way travellers type them.
const SPELLED: Record<string, string> = {
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ı: 'i',
};

// Arabic is folded the way Arabic search boxes fold it, since travellers rarely type the marks
// and spell the same letter several ways: decomposing drops tashkeel and the hamza or madda of
// أ إ آ ؤ ئ (→ ا و ي); then ٱ → ا, ة → ه, ى → ي, the Persian ک ی → ك ي, tatweel dropped, and
// Arabic-Indic and Persian digits → 0–9. عبد and أبو join the next word, written either way
// ("عبد العزيز", "عبدالعزيز"; "أبو ظبي", "أبوظبي").
const ARABIC_LETTERS: Record<string, string> = {
  ٱ: 'ا',
  ة: 'ه',
  ى: 'ي',
  ی: 'ي',
  ک: 'ك',
  ـ: '',
};
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
// Both runs of ten start at a multiple of 16 (U+0660, U+06F0).
const digitValue = (digit: string) => String(digit.charCodeAt(0) & 0xf);

export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øłđðþæœßı]/g, (letter) => SPELLED[letter] ?? letter)
    .replace(/[ٱةىیکـ]/g, (letter) => ARABIC_LETTERS[letter] ?? letter)
    .replace(ARABIC_DIGITS, digitValue)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/(?<!\p{L})(عبد|ابو) (?=\p{L})/gu, '$1');
}

// The definite article: a word that starts with it is found with or without it ("القاهرة",
// "قاهرة"), as Arabic search boxes do.
const ARTICLE = 'ال';

export interface IndexedLocation {
  location: Location;
  // ' ' + folded words, so that ' ' + keyword finds the start of any word.
  nameWords: string;
  cityWords: string;
  // The Arabic name and city, likewise.
  arabicWords: string;
  sizeRank: number;
  // Carrier routes (a city: of all its airports), then the longest runway.
  traffic: number;
  runwayFt: number;
}

// The index is built once at start-up (about 8,400 locations). Every location gets a rank, its
// place in the result order (larger, busier airports first; see compareEntries); a keyword then
// reads two sorted arrays by binary search:
// - `wordStarts`: every tail of a location's folded name or city, in English and in Arabic, that
//   begins at a word start ("heathrow" and "london heathrow" for "london heathrow"), so a keyword
//   is a prefix of one of them exactly when it starts a word there (several words too: "new yo");
//   a tail that starts with the Arabic article is there without it too ("قاهره" for "القاهره"),
//   so the article is optional. Arabic and Latin tails sort apart, in the same array;
// - `codes`: the IATA codes.
// The matches are a contiguous run of each array; the best ranks of the two runs are the answer.
export interface LocationIndex {
  // In rank order.
  entries: readonly IndexedLocation[];
  wordStarts: readonly string[];
  // Rank of the location of wordStarts[i].
  wordStartRanks: Int32Array;
  codes: readonly string[];
  codeRanks: Int32Array;
  airports: readonly { airport: Airport; location: Location }[];
}

function indexAirport(inventory: FlightInventory, airport: Airport): IndexedLocation {
  const names = airportNames(inventory.arabicNames, airport);
  const { nameAr, cityNameAr } = names;
  return {
    location: {
      ...names,
      iataCode: airport.code,
      countryCode: airport.countryCode,
      subType: 'AIRPORT',
      latitude: airport.latitude,
      longitude: airport.longitude,
    },
    nameWords: ` ${foldText(airport.name)}`,
    cityWords: ` ${foldText(airport.cityName)}`,
    arabicWords: ` ${foldText(`${nameAr} ${cityNameAr}`)}`,
    sizeRank: airport.sizeRank,
    traffic: inventory.network.routeCount(airport.code),
    runwayFt: airport.runwayFt ?? 0,
  };
}

// Where a map centres a city the hotel inventory does not know: the middle of its airports (one
// airport: that airport), rounded to about 10 m.
function middleOf(airports: readonly Airport[]): { latitude: number; longitude: number } {
  const mean = (values: number[]) =>
    Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 1e4) / 1e4;
  return {
    latitude: mean(airports.map((airport) => airport.latitude)),
    longitude: mean(airports.map((airport) => airport.longitude)),
  };
}

// Plain code-unit order, as binary search over the arrays needs.
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

// The result order: larger airports (a city: its largest), then busier, then longer runways, a
// city before its own airport of the same code, then by code. A total order: codes are unique
// per subType.
function compareEntries(a: IndexedLocation, b: IndexedLocation): number {
  return (
    b.sizeRank - a.sizeRank ||
    b.traffic - a.traffic ||
    b.runwayFt - a.runwayFt ||
    Number(b.location.subType === 'CITY') - Number(a.location.subType === 'CITY') ||
    compareText(a.location.iataCode, b.location.iataCode)
  );
}

// Each position where a word starts in ' ' + folded words, as the text from there on; a word
// that starts with the Arabic article also without it.
function wordStartsOf(words: string): string[] {
  const starts: string[] = [];
  for (let space = words.indexOf(' '); space !== -1; space = words.indexOf(' ', space + 1)) {
    const start = words.slice(space + 1);
    starts.push(start);
    if (start.startsWith(ARTICLE) && start.length > ARTICLE.length) {
      starts.push(start.slice(ARTICLE.length));
    }
  }
  return starts;
}

// Two parallel arrays sorted by text.
function sortedPairs(pairs: [string, number][]): { texts: string[]; ranks: Int32Array } {
  pairs.sort(([a, rankA], [b, rankB]) => compareText(a, b) || rankA - rankB);
  return { texts: pairs.map(([text]) => text), ranks: Int32Array.from(pairs, ([, rank]) => rank) };
}

/** `centres`: the real centres of the cities that have them (the hotel inventory's), by code. */
export function buildLocationIndex(
  inventory: FlightInventory,
  centres: ReadonlyMap<string, Coordinates> = new Map(),
): LocationIndex {
  const airports = [...inventory.airports.values()].map((airport) =>
    indexAirport(inventory, airport),
  );
  const cities = [...inventory.cities.values()].map((city): IndexedLocation => {
    const members = city.airportCodes.map((code) => inventory.airports.get(code) as Airport);
    const nameAr = inventory.arabicNames.cities.get(city.code) ?? city.name;
    return {
      location: {
        name: city.name,
        iataCode: city.code,
        cityName: city.name,
        countryCode: city.countryCode,
        subType: 'CITY',
        nameAr,
        cityNameAr: nameAr,
        ...(centres.get(city.code) ?? middleOf(members)),
      },
      nameWords: ` ${foldText(city.name)}`,
      cityWords: ` ${foldText(city.name)}`,
      arabicWords: ` ${foldText(nameAr)}`,
      sizeRank: Math.max(...members.map((airport) => airport.sizeRank)),
      traffic: members.reduce(
        (sum, airport) => sum + inventory.network.routeCount(airport.code),
        0,
      ),
      runwayFt: Math.max(...members.map((airport) => airport.runwayFt ?? 0)),
    };
  });
  const entries = [...cities, ...airports].sort(compareEntries);
  const words: [string, number][] = [];
  const codes: [string, number][] = [];
  entries.forEach((entry, rank) => {
    const texts = new Set([
      ...wordStartsOf(entry.nameWords),
      ...wordStartsOf(entry.cityWords),
      ...wordStartsOf(entry.arabicWords),
    ]);
    for (const text of texts) words.push([text, rank]);
    codes.push([entry.location.iataCode, rank]);
  });
  const wordIndex = sortedPairs(words);
  const codeIndex = sortedPairs(codes);
  return {
    entries,
    wordStarts: wordIndex.texts,
    wordStartRanks: wordIndex.ranks,
    codes: codeIndex.texts,
    codeRanks: codeIndex.ranks,
    airports: [...inventory.airports.values()].map((airport, index) => ({
      airport,
      location: (airports[index] as IndexedLocation).location,
    })),
  };
}

// The first index whose text is not before the prefix: where the texts starting with it begin.
function firstFrom(texts: readonly string[], prefix: string): number {
  let low = 0;
  let high = texts.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((texts[middle] as string) < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

// The best ranks (lowest), at most `limit`, in order, kept while reading the runs.
class BestRanks {
  readonly ranks: number[] = [];
  readonly #limit: number;

  constructor(limit: number) {
    this.#limit = limit;
  }

  offer(rank: number): void {
    const ranks = this.ranks;
    if (ranks.length === this.#limit && rank >= (ranks[ranks.length - 1] as number)) return;
    let at = ranks.length;
    while (at > 0 && (ranks[at - 1] as number) > rank) at--;
    if (at > 0 && ranks[at - 1] === rank) return;
    ranks.splice(at, 0, rank);
    if (ranks.length > this.#limit) ranks.pop();
  }
}

// A keyword written the way codes are, in capitals ("DUB", "L H R"), asks for that code: its
// exact match comes first. Typed as a word ("Dub", "dub") it is the start of a name like any
// other, and the bigger airport comes first: Dubai before Dublin.
export const writtenAsCode = (keyword: string) =>
  /^[A-Z\s]+$/.test(keyword) && /[A-Z]/.test(keyword);

// Locations whose code starts with the keyword (letters and digits only, spaces dropped) or one of
// whose name or city words, in English or Arabic, starts with it; in rank order, an exact code
// first when the keyword is written as a code.
export function searchLocations(
  index: LocationIndex,
  keyword: string,
  subType: LocationSubType | undefined,
  limit: number,
): Location[] {
  const folded = foldText(keyword);
  if (folded === '') return [];
  const code = folded.replaceAll(' ', '').toUpperCase();
  const codeFirst = writtenAsCode(keyword);
  const wanted = (rank: number) =>
    subType === undefined || (index.entries[rank] as IndexedLocation).location.subType === subType;
  const exact: number[] = [];
  const best = new BestRanks(limit);
  const { codes, codeRanks, wordStarts, wordStartRanks } = index;
  for (let at = firstFrom(codes, code); at < codes.length; at++) {
    const text = codes[at] as string;
    if (!text.startsWith(code)) break;
    const rank = codeRanks[at] as number;
    if (!wanted(rank)) continue;
    if (codeFirst && text === code) exact.push(rank);
    else best.offer(rank);
  }
  for (let at = firstFrom(wordStarts, folded); at < wordStarts.length; at++) {
    if (!(wordStarts[at] as string).startsWith(folded)) break;
    const rank = wordStartRanks[at] as number;
    if (!exact.includes(rank) && wanted(rank)) best.offer(rank);
  }
  return [...exact.sort((a, b) => a - b), ...best.ranks]
    .slice(0, limit)
    .map((rank) => (index.entries[rank] as IndexedLocation).location);
}
