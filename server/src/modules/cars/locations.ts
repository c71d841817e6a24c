import type { CarInventory } from '../../inventory/cars/inventory.ts';
import type { Branch } from '../../inventory/cars/types.ts';
import { distanceKm, type Coordinates } from '../../inventory/shared/geo.ts';
import { foldText, writtenAsCode } from '../locations/search-index.ts';
import { CAR_LOCATION_LIMITS } from './constants.ts';
import type { CarLocation, NearestCarLocationList } from './schemas.ts';
import { toCarLocation } from './views.ts';

// The rental branch search (GET /api/cars/locations/) and the nearest branches. About 1,100
// branches: a keyword is matched by one scan of texts folded once, in the branches' rank order,
// which is fast enough (well under a millisecond) that no index is needed.

const ARTICLE = 'ال';

interface IndexedBranch {
  branch: Branch;
  location: CarLocation;
  // ' ' + every folded word tail of the names and cities, English and Arabic; an Arabic word
  // that starts with the article also without it, so it is optional as in the location search.
  words: string;
  // The branch, airport and city codes without the dash: 'DXBMA', 'DXB'.
  codes: readonly string[];
}

export interface CarLocationIndex {
  entries: readonly IndexedBranch[];
}

function wordsOf(texts: readonly string[]): string {
  const words = texts.flatMap((text) => foldText(text).split(' '));
  const withoutArticle = words
    .filter((word) => word.startsWith(ARTICLE) && word.length > ARTICLE.length)
    .map((word) => word.slice(ARTICLE.length));
  return ` ${foldText(texts.join(' '))} ${withoutArticle.join(' ')} `;
}

export function buildCarLocationIndex(inventory: CarInventory): CarLocationIndex {
  return {
    entries: inventory.branchList.map((branch) => ({
      branch,
      location: toCarLocation(branch),
      words: wordsOf([branch.name, branch.nameAr, branch.city.name, branch.city.nameAr]),
      codes: [branch.code.replace('-', ''), branch.city.code],
    })),
  };
}

// Branches one of whose words starts with the keyword (several words too: "dubai ma"), or one of
// whose codes does; in rank order. A keyword written as a code (capitals) puts its exact code
// first, then the other branches whose codes start with it, then those named by it.
export function searchCarLocations(index: CarLocationIndex, keyword: string): CarLocation[] {
  const folded = foldText(keyword);
  if (folded === '') return [];
  const code = folded.replaceAll(' ', '').toUpperCase();
  const asCode = writtenAsCode(keyword);
  const exact: CarLocation[] = [];
  const byCode: CarLocation[] = [];
  const byName: CarLocation[] = [];
  for (const entry of index.entries) {
    const codeMatch = entry.codes.some((each) => each.startsWith(code));
    if (asCode && codeMatch) (entry.codes[0] === code ? exact : byCode).push(entry.location);
    else if (codeMatch || entry.words.includes(` ${folded}`)) byName.push(entry.location);
  }
  return [...exact, ...byCode, ...byName].slice(0, CAR_LOCATION_LIMITS.results);
}

export function nearestCarLocations(
  index: CarLocationIndex,
  point: Coordinates,
): NearestCarLocationList {
  return index.entries
    .map((entry) => ({ entry, km: distanceKm(point, entry.branch) }))
    .sort((a, b) => a.km - b.km || a.entry.branch.rank - b.entry.branch.rank)
    .slice(0, CAR_LOCATION_LIMITS.results)
    .map(({ entry, km }) => ({ ...entry.location, distance: Math.round(km * 10) / 10 }));
}
