import { bearer, signUp } from '../accounts.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

// When the database goes away, every route answers 503 with Retry-After (try again shortly),
// never a 500, and says nothing about the cause.

let t: TestApp;
let access: string;
beforeAll(async () => {
  t = await buildTestApp();
  access = (await signUp(t)).access;
  // Both drivers' clients sit behind Drizzle as $client: a PGlite instance or a pg pool.
  const client = (
    t.app.db as unknown as { $client: { close?(): Promise<void>; end?(): Promise<void> } }
  ).$client;
  await (client.close ? client.close() : client.end?.());
});
afterAll(() => t.close());

const inTwoWeeks = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

const DETAIL = {
  detail: 'The service is briefly unavailable. Please try again in a moment.',
  code: 'database_unavailable',
};

describe('with the database gone', () => {
  it.each([
    ['POST', '/authentication/login/', { email: 'a@example.com', password: 'whatever-123' }],
    [
      'POST',
      '/api/contact/',
      {
        fullName: 'Layla Haddad',
        email: 'layla@example.com',
        messageType: 'general',
        message: 'Is anyone there at all?',
      },
    ],
    ['GET', '/authentication/profile/', undefined],
    [
      'GET',
      `/api/shopping/flight-offers/?originLocationCode=DXB&destinationLocationCode=LHR&departureDate=${inTwoWeeks}&adults=1`,
      undefined,
    ],
    ['GET', '/api/flights/bookings/', undefined],
  ] as const)('%s %s answers 503 with Retry-After', async (method, url, payload) => {
    const response = await t.app.inject({
      method,
      url,
      headers: bearer(access),
      ...(payload && { payload }),
    });

    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual(DETAIL);
  });

  it('says so on /api/health', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });

    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('database_unavailable');
  });
});
