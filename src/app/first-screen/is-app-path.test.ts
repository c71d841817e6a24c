import { hasFirstScreen, isAppPath } from './render-first-screen';

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

describe('the pages the server draws a first screen for', () => {
  it.each(['/', '/flights', '/login', '/hotels', '/cars', '/hotel-details/7', '/car-details/x'])(
    '%s is drawn',
    (pathname) => expect(hasFirstScreen(pathname)).toBe(true),
  );

  it.each(['/signup', '/dashboard', '/flight-details/abc', '/nowhere'])(
    '%s goes as the shell',
    (pathname) => expect(hasFirstScreen(pathname)).toBe(false),
  );
});
