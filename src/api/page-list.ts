/*
 * For RTK Query infinite queries over our paged lists ({count, next, previous, results}): the next
 * page to ask for, and the items of every page loaded, each once.
 */

/** The page number a `next` link (relative or absolute) asks for, when it names one. */
export function pageFromNext(next: string | null): number | null {
  if (!next) return null;
  try {
    const page = Number(new URL(next, 'http://safar.invalid').searchParams.get('page'));
    return Number.isInteger(page) && page > 0 ? page : null;
  } catch {
    return null;
  }
}

/** The page number in a next link, else the one after the last; none without a next link. */
export function nextPageParam(
  lastPage: { next: string | null },
  _pages: unknown,
  lastPageParam: number,
): number | undefined {
  return lastPage.next ? (pageFromNext(lastPage.next) ?? lastPageParam + 1) : undefined;
}

/**
 * Every page's results in order, each once: an item added between two pages pushes one of the
 * first page's onto the second. `hidden` leaves some out (those being removed).
 */
export function resultsOfPages<Item extends { id: string }>(
  pages: readonly { results: readonly Item[] }[] | undefined,
  hidden: ReadonlySet<string> = new Set(),
): Item[] {
  const unique = new Map<string, Item>();
  for (const item of (pages ?? []).flatMap((page) => page.results)) {
    if (!unique.has(item.id) && !hidden.has(item.id)) unique.set(item.id, item);
  }
  return [...unique.values()];
}
