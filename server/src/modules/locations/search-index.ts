import type { Airport } from '../../inventory/flights/data/airports.ts';
import type { FlightInventory } from '../../inventory/flights/inventory.ts';
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

export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[øłđðþæœßı]/g, (letter) => SPELLED[letter] ?? letter)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export interface IndexedLocation {
  location: Location;
  // ' ' + folded words, so that ' ' + keyword finds the start of any word.
  nameWords: string;
  cityWords: string;
  sizeRank: number;
  // Carrier routes (a city: of all its airports), then the longest runway.
  traffic: number;
  runwayFt: number;
}

// The index is built once at start-up (about 8,400 locations). Every location gets a rank, its
// place in the result order (larger, busier airports first; see compareEntries); a keyword then
// reads two sorted arrays by binary search:
// - `wordStarts`: every tail of a location's folded name or city that begins at a word start
//   ("heathrow" and "london heathrow" for "london heathrow"), so a keyword is a prefix of one of
//   them exactly when it starts a word there (several words too: "new yo");
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
  return {
    location: {
      name: airport.name,
      iataCode: airport.code,
      cityName: airport.cityName,
      countryCode: airport.countryCode,
      subType: 'AIRPORT',
    },
    nameWords: ` ${foldText(airport.name)}`,
    cityWords: ` ${foldText(airport.cityName)}`,
    sizeRank: airport.sizeRank,
    traffic: inventory.network.routeCount(airport.code),
    runwayFt: airport.runwayFt ?? 0,
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

// Each position where a word starts in ' ' + folded words, as the text from there on.
function wordStartsOf(words: string): string[] {
  const starts: string[] = [];
  for (let space = words.indexOf(' '); space !== -1; space = words.indexOf(' ', space + 1)) {
    starts.push(words.slice(space + 1));
  }
  return starts;
}

// Two parallel arrays sorted by text.
function sortedPairs(pairs: [string, number][]): { texts: string[]; ranks: Int32Array } {
  pairs.sort(([a, rankA], [b, rankB]) => compareText(a, b) || rankA - rankB);
  return { texts: pairs.map(([text]) => text), ranks: Int32Array.from(pairs, ([, rank]) => rank) };
}

export function buildLocationIndex(inventory: FlightInventory): LocationIndex {
  const airports = [...inventory.airports.values()].map((airport) =>
    indexAirport(inventory, airport),
  );
  const cities = [...inventory.cities.values()].map((city): IndexedLocation => {
    const members = city.airportCodes.map((code) => inventory.airports.get(code) as Airport);
    return {
      location: {
        name: city.name,
        iataCode: city.code,
        cityName: city.name,
        countryCode: city.countryCode,
        subType: 'CITY',
      },
      nameWords: ` ${foldText(city.name)}`,
      cityWords: ` ${foldText(city.name)}`,
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
    const texts = new Set([...wordStartsOf(entry.nameWords), ...wordStartsOf(entry.cityWords)]);
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

// Locations whose code starts with the keyword (letters and digits only, spaces dropped) or one of
// whose name or city words starts with it; an exact code first, then in rank order.
export function searchLocations(
  index: LocationIndex,
  keyword: string,
  subType: LocationSubType | undefined,
  limit: number,
): Location[] {
  const folded = foldText(keyword);
  if (folded === '') return [];
  const code = folded.replaceAll(' ', '').toUpperCase();
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
    if (text === code) exact.push(rank);
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
