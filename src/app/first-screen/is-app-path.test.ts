import { isAppPath } from './render-first-screen';

describe("the SPA's own pages, as the server asks", () => {
  it.each(['/', '/flights', '/flight-details/abc', '/login', '/dashboard', '/hotels'])(
    '%s is a page',
    (pathname) => expect(isAppPath(pathname)).toBe(true),
  );

  it.each(['/nowhere', '/flights/extra/parts', '/flight-details', '/dashboard-x'])(
    '%s is not (a 404)',
    (pathname) => expect(isAppPath(pathname)).toBe(false),
  );
});
