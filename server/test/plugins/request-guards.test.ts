import { bearer, signUp } from '../accounts.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const contact = (fields: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact/',
    payload: {
      fullName: 'Layla Haddad',
      email: 'layla@example.com',
      messageType: 'general',
      message: 'I would like to ask about group bookings.',
      ...fields,
    },
  });

describe('text with characters PostgreSQL cannot store', () => {
  it.each([
    ['a NUL character', 'Layla\u0000Haddad', 'fullName: must not contain NUL characters'],
    ['a lone surrogate', 'Layla\ud800Haddad', 'fullName: must be valid Unicode text'],
    ['a reversed surrogate pair', 'Layla\udc00\ud800', 'fullName: must be valid Unicode text'],
  ])('answers 400 to %s in a body field', async (_case, fullName, detail) => {
    const response = await contact({ fullName });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail, code: 'invalid', field: 'fullName' });
  });

  it('accepts real text in any script, emoji included', async () => {
    expect((await contact({ fullName: 'ليلى 👩‍✈️ Haddad' })).statusCode).toBe(201);
  });

  it('checks nested fields and query strings too', async () => {
    const nested = await t.app.inject({
      method: 'POST',
      url: '/api/shopping/flight-offers/pricing/',
      payload: { flightOffer: { id: 'x', itineraries: [{ duration: 'PT1H\u0000' }] } },
    });
    const query = await t.app.inject({
      method: 'GET',
      url: '/api/locations/search/?keyword=du%00b',
    });

    expect(nested.statusCode).toBe(400);
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ field: 'keyword' });
  });
});

describe('numbers that are not finite', () => {
  it.each([
    ['/api/locations/nearest/?lat=25&lng=Infinity', 'lng'],
    ['/api/locations/nearest/?lat=25&lng=1e999', 'lng'],
    ['/api/locations/nearest/?lat=-Infinity&lng=55', 'lat'],
    ['/api/dev/outbox/?to=a@example.com&page_size=Infinity', 'page_size'],
    [
      '/api/shopping/flight-offers/?originLocationCode=DXB&destinationLocationCode=LHR&departureDate=2099-01-10&adults=1&maxPrice=Infinity',
      'maxPrice',
    ],
  ])('answers 400 to %s', async (url, field) => {
    const response = await t.app.inject({ method: 'GET', url });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: `${field}: must be a finite number`,
      code: 'invalid',
      field,
    });
  });

  it('answers 400 to a JSON number too large to be finite', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/shopping/flight-offers/pricing/',
      headers: { 'content-type': 'application/json' },
      payload: '{"flightOffer": {"id": "x"}, "travelers": {"adults": 1e999}}',
    });

    expect(response.statusCode).toBe(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('answers 400 to a page far past any list', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/dev/outbox/?to=a@example.com&page=1e308',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'page: must be at most 10000',
      code: 'invalid',
      field: 'page',
    });
  });
});

describe('a route that takes a body, called with none', () => {
  it('answers 400 for sign-up with neither body nor content type', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/authentication/register/' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'Request body is missing; send a JSON object',
      code: 'invalid_json',
    });
  });

  it('answers 400 for a profile update with neither body nor content type', async () => {
    const session = await signUp(t);

    const response = await t.app.inject({
      method: 'PUT',
      url: '/authentication/profile/',
      headers: bearer(session.access),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_json');
  });
});

describe('JSON nested far deeper than any request', () => {
  // The cancel route takes no body schema, so any JSON body reaches the guard as parsed.
  const cancel = async (payload: string) => {
    const session = await signUp(t);
    return t.app.inject({
      method: 'POST',
      url: '/api/flights/bookings/00000000-0000-4000-8000-000000000000/cancel/',
      headers: { ...bearer(session.access), 'content-type': 'application/json' },
      payload,
    });
  };

  it('answers 400, not 500, to arrays nested 20,000 deep', async () => {
    const response = await cancel(`${'['.repeat(20_000)}${']'.repeat(20_000)}`);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'invalid' });
    expect(response.json().detail).toMatch(/is nested too deeply$/);
  });

  it('still finds a NUL character nested within the limit, with its path', async () => {
    const response = await cancel(JSON.stringify({ a: [[{ b: 'x\u0000' }]] }));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'a.0.0.b: must not contain NUL characters',
      code: 'invalid',
      field: 'a.0.0.b',
    });
  });
});
