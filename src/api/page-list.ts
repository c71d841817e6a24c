/*
 * For RTK Query infinite queries over our paged lists ({count, next, previous, results}): the next
 * page to ask for, and the items of every page loaded, each once.
 */

/** The page number in a next link (relative or absolute), else the one after the last. */
export function nextPageParam(
  lastPage: { next: string | null },
  _pages: unknown,
  lastPageParam: number,
): number | undefined {
  if (!lastPage.next) return undefined;
  const page = Number(new URL(lastPage.next, 'http://safar.invalid').searchParams.get('page'));
  return Number.isInteger(page) && page > 0 ? page : lastPageParam + 1;
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
