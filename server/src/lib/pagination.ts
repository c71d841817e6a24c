import { Type, type TSchema } from 'typebox';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
// Far past any list a person pages through, and small enough that page × page_size stays an
// offset the database takes.
export const MAX_PAGE = 10_000;

export const PageNumberSchema = Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 });

// Spread into a querystring schema: ?page=2&page_size=20.
export const pageQueryProperties = {
  page: Type.Optional(PageNumberSchema),
  page_size: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
  ),
};

// Every list answer has this shape (see ARCHITECTURE.md, "Contracts").
export function PageSchema<Item extends TSchema>(item: Item, description: string) {
  return Type.Object(
    {
      count: Type.Integer({ minimum: 0 }),
      next: Type.Union([Type.String(), Type.Null()], { description: 'URL of the next page' }),
      previous: Type.Union([Type.String(), Type.Null()], {
        description: 'URL of the previous page',
      }),
      results: Type.Array(item),
    },
    { description },
  );
}

export interface Page<Item> {
  count: number;
  next: string | null;
  previous: string | null;
  results: Item[];
}

export interface PageRequest {
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
}

export function pageRequest(query: { page?: number; page_size?: number }): PageRequest {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

// next/previous are the request's own path and query with another page number; relative, so
// they stay right behind any proxy or host name.
export function toPage<Item>(
  requestUrl: string,
  request: PageRequest,
  found: { count: number; results: Item[] },
): Page<Item> {
  const linkTo = (page: number) => {
    const url = new URL(requestUrl, 'http://placeholder');
    url.searchParams.set('page', String(page));
    return `${url.pathname}${url.search}`;
  };
  const hasNext = request.offset + found.results.length < found.count;
  return {
    count: found.count,
    next: hasNext ? linkTo(request.page + 1) : null,
    previous: request.page > 1 ? linkTo(request.page - 1) : null,
    results: found.results,
  };
}
