import { Writable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import { supportReports } from '../../../src/db/schema.ts';
import { setRoleByEmail } from '../../../src/modules/support/repository.ts';
import { bearer, login, signUp, type SignedIn } from '../../accounts.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';

let t: TestApp;
const logLines: Record<string, unknown>[] = [];
let traveller: SignedIn;
let otherTraveller: SignedIn;
let supportStaff: SignedIn;

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) logLines.push(JSON.parse(line));
      done();
    },
  });
  t = await buildTestApp({ env: { LOG_LEVEL: 'info' }, logStream });
  traveller = await signUp(t);
  otherTraveller = await signUp(t);
  supportStaff = await signUp(t);
  expect(await setRoleByEmail(t.app.db, supportStaff.account.email.toUpperCase(), 'support')).toBe(
    true,
  );
});
afterAll(() => t.close());

const report = {
  description: 'The search failed',
  page: '/flights/results?from=DXB&to=CAI',
  language: 'en',
  userAgent: 'Mozilla/5.0 (test)',
  preloadedState: { preferences: { theme: 'light', language: 'en', digits: 'arab' } },
  actions: [
    { type: 'preferences/themeToggled' },
    { type: 'api/executeQuery/rejected', payload: { status: 500 }, meta: { arg: {} } },
  ],
  requests: [
    {
      endpoint: 'searchFlightOffers',
      status: 'rejected',
      httpStatus: 500,
      requestId: '6a1f0d0e-3b7c-4a55-9a5e-0c1d2e3f4a5b',
      startedAt: 1_764_000_000_000,
    },
  ],
};

let addressCounter = 0;
function send(payload: unknown, headers: Record<string, string> = {}) {
  addressCounter += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/support/reports/',
    payload: payload as object,
    headers,
    remoteAddress: `10.20.0.${addressCounter}`,
  });
}

const download = (code: string, who?: SignedIn) =>
  t.app.inject({
    method: 'GET',
    url: `/api/support/reports/${code}/download/`,
    headers: who ? bearer(who.access) : {},
  });

describe('POST /api/support/reports/', () => {
  it('stores a guest’s report and answers a short code and when it expires', async () => {
    const response = await send(report);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(new Date(body.expires_at).getTime() - new Date(body.created_at).getTime()).toBe(
      30 * 24 * 3600 * 1000,
    );
  });

  it('answers 400 naming the field for bad input, never 500', async () => {
    const cases: [unknown, string][] = [
      [{ ...report, actions: [{ payload: 1 }] }, 'actions.0.type'],
      [{ ...report, actions: 'many' }, 'actions'],
      [{ ...report, preloadedState: [] }, 'preloadedState'],
      [{ ...report, page: '' }, 'page'],
      [{ ...report, actions: Array.from({ length: 201 }, () => ({ type: 'x' })) }, 'actions'],
      [{ ...report, requests: [{ ...report.requests[0], status: 'lost' }] }, 'requests.0.status'],
    ];
    for (const [payload, field] of cases) {
      const response = await send(payload);
      expect([field, response.statusCode]).toEqual([field, 400]);
      expect(response.json().detail).toContain(field);
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/support/reports/',
      payload: '{"page":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('refuses a body over the limit with 413', async () => {
    const big = {
      ...report,
      description: undefined,
      preloadedState: { blob: 'x'.repeat(1_100_000) },
    };
    const response = await send(big);
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('body_too_large');
  });

  it('limits how many reports one address sends', async () => {
    const sendFrom = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/support/reports/',
        payload: report,
        remoteAddress: '10.99.0.1',
      });
    for (let index = 0; index < 10; index += 1) expect((await sendFrom()).statusCode).toBe(201);
    const refused = await sendFrom();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('refuses a bad bearer token rather than filing the report as a guest’s', async () => {
    const response = await send(report, { authorization: 'Bearer nonsense' });
    expect(response.statusCode).toBe(401);
  });
});

describe('a traveller’s own reports', () => {
  it('lists and deletes only their own reports', async () => {
    const mine = (await send(report, bearer(traveller.access))).json().code as string;
    const theirs = (await send(report, bearer(otherTraveller.access))).json().code as string;

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/support/reports/mine/',
      headers: bearer(traveller.access),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ count: 1, next: null, previous: null });
    expect(list.json().results[0]).toMatchObject({
      code: mine,
      page: report.page,
      description: report.description,
      action_count: 2,
    });

    const deleteTheirs = await t.app.inject({
      method: 'DELETE',
      url: `/api/support/reports/${theirs}/`,
      headers: bearer(traveller.access),
    });
    expect(deleteTheirs.statusCode).toBe(404);
    expect((await download(theirs, supportStaff)).statusCode).toBe(200);

    const deleteMine = await t.app.inject({
      method: 'DELETE',
      url: `/api/support/reports/${mine.toLowerCase()}/`,
      headers: bearer(traveller.access),
    });
    expect(deleteMine.statusCode).toBe(204);
    expect((await download(mine, supportStaff)).statusCode).toBe(404);
  });

  it('needs a sign-in to list or delete', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/api/support/reports/mine/' });
    expect(list.statusCode).toBe(401);
    const remove = await t.app.inject({ method: 'DELETE', url: '/api/support/reports/ABCDEFGH/' });
    expect(remove.statusCode).toBe(401);
  });
});

const read = (code: string, who?: SignedIn) =>
  t.app.inject({
    method: 'GET',
    url: `/api/support/reports/${code}/`,
    headers: who ? bearer(who.access) : {},
  });

describe('what the server stores', () => {
  it('is redacted again, whatever the client sent: no raw secret is stored', async () => {
    const secrets = {
      card: '4111.1111.1111.1111',
      cardAr: '٤١١١/١١١١/١١١١/١١١١',
      passport: 'N1234567',
      email: 'lina.haddad@example.com',
      phone: '050-123-4567',
      jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
    };
    const raw = {
      ...report,
      description: `جواز السفر ${secrets.passport}, born on 14 March 1990, security number 737, card ${secrets.cardAr}`,
      page: `/flight-booking?email=${secrets.email}`,
      preloadedState: {
        auth: { accessToken: secrets.jwt, user: { email: secrets.email } },
        flightBooking: { wizard: { contact: { email: secrets.email, phone: secrets.phone } } },
      },
      actions: [
        ...report.actions,
        { type: 'auth/tokensStored', payload: secrets.jwt },
        { type: 'note/typed', payload: `pay with ${secrets.card}, call ${secrets.phone}` },
        {
          type: 'flightBooking/bookingDraftSaved',
          payload: {
            passengers: [{ passportNumber: secrets.passport, dateOfBirth: '1990-03-14' }],
          },
        },
      ],
      actionTimes: [
        1_764_000_000_000, 1_764_000_001_000, 1_764_000_002_000, 1_764_000_003_000,
        1_764_000_004_000,
      ],
    };
    const code = (await send(raw, bearer(traveller.access))).json().code as string;

    const [row] = await t.app.db
      .select({ report: supportReports.report })
      .from(supportReports)
      .where(eq(supportReports.code, code));
    const stored = JSON.stringify(row?.report);
    for (const secret of [...Object.values(secrets), '1990', '737', 'March', '4111', '٤١١١']) {
      expect([secret, stored.includes(secret)]).toEqual([secret, false]);
    }
    expect(stored).toContain('[passport-1]');
    expect(stored).toContain('[email-1]');
    // The same card, in Latin or Arabic-Indic digits, is one placeholder.
    expect(new Set(stored.match(/\[card-\d+\]/g))).toEqual(new Set(['[card-1]']));
    expect((await download(code, supportStaff)).body).not.toContain(secrets.email);
  });

  it('refuses action times that do not match the actions', async () => {
    const response = await send({ ...report, actionTimes: [1_764_000_000_000] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'actionTimes' });
    const future = await send({ ...report, actionTimes: [1e17, 1e17] });
    expect(future.statusCode).toBe(400);
  });
});

describe('GET /api/support/reports/{code}/ (the support screen)', () => {
  it('shows staff what the traveller wrote, their page, browser, requests and steps', async () => {
    const sent = {
      ...report,
      actionTimes: [1_764_000_000_000, 1_764_000_002_500],
    };
    const code = (await send(sent, bearer(traveller.access))).json().code as string;
    const response = await read(code.toLowerCase(), supportStaff);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code,
      created_at: expect.any(String),
      expires_at: expect.any(String),
      description: 'The search failed',
      page: report.page,
      language: 'en',
      user_agent: report.userAgent,
      signed_in: true,
      requests: report.requests,
      steps: [
        { type: 'preferences/themeToggled', at: '2025-11-24T16:00:00.000Z', request: null },
        {
          type: 'api/executeQuery/rejected',
          at: '2025-11-24T16:00:02.500Z',
          request: null,
        },
      ],
    });
  });

  it('reads each request step’s endpoint, outcome, status and request id', async () => {
    const rejected = {
      type: 'api/executeQuery/rejected',
      meta: {
        requestStatus: 'rejected',
        arg: { endpointName: 'searchFlightOffers' },
        baseQueryMeta: { httpStatus: 500, requestId: report.requests[0]?.requestId },
      },
    };
    const odd = { type: 'odd/shape', meta: { arg: 'not an object', baseQueryMeta: [1] } };
    const code = (await send({ ...report, actions: [rejected, odd] })).json().code as string;
    const { steps } = (await read(code, supportStaff)).json();
    expect(steps).toEqual([
      {
        type: 'api/executeQuery/rejected',
        at: null,
        request: {
          endpoint: 'searchFlightOffers',
          status: 'rejected',
          httpStatus: 500,
          requestId: report.requests[0]?.requestId,
        },
      },
      { type: 'odd/shape', at: null, request: null },
    ]);
  });

  it('is for support staff only: a guest gets 401, a traveller 403', async () => {
    const code = (await send(report, bearer(traveller.access))).json().code as string;
    expect((await read(code)).statusCode).toBe(401);
    const own = await read(code, traveller);
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('not_support');
  });

  it('answers 400 naming the code for one that cannot be a code, 404 for an unknown one', async () => {
    for (const code of ['ABC', 'K7M4-9QX!', 'IIIIIIII', 'K7M49QXD0']) {
      const response = await read(encodeURIComponent(code), supportStaff);
      expect([code, response.statusCode]).toEqual([code, 400]);
      expect(response.json()).toMatchObject({ code: 'invalid_code', field: 'code' });
    }
    expect((await download('IIIIIIII', supportStaff)).statusCode).toBe(400);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: '/api/support/reports/ABC/',
      headers: bearer(traveller.access),
    });
    expect(remove.statusCode).toBe(400);
    expect((await read('ZZZZZZZZ', supportStaff)).statusCode).toBe(404);
  });

  it('limits how many reports one support account reads in an hour, downloads included', async () => {
    const reader = await signUp(t);
    await setRoleByEmail(t.app.db, reader.account.email, 'support');
    const code = (await send(report)).json().code as string;
    for (let index = 0; index < 30; index += 1) {
      expect((await read(code, reader)).statusCode).toBe(200);
      expect((await download(code, reader)).statusCode).toBe(200);
    }
    const refused = await download(code, reader);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await read(code, reader)).statusCode).toBe(429);
    // Another support account is not held back.
    expect((await read(code, supportStaff)).statusCode).toBe(200);
  });
});

describe('the profile', () => {
  it('tells support staff their role, and a traveller theirs', async () => {
    const profile = (who: SignedIn) =>
      t.app.inject({ method: 'GET', url: '/authentication/profile/', headers: bearer(who.access) });
    expect((await profile(supportStaff)).json().role).toBe('support');
    expect((await profile(traveller)).json().role).toBe('traveller');
  });
});

describe('GET /api/support/reports/{code}/download/', () => {
  it('is for support staff only: a guest gets 401, a traveller 403, even for their own report', async () => {
    const code = (await send(report, bearer(traveller.access))).json().code as string;
    expect((await download(code)).statusCode).toBe(401);
    const own = await download(code, traveller);
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('not_support');
    expect((await download(code, otherTraveller)).statusCode).toBe(403);
  });

  it('cannot be given through the API', async () => {
    const code = (await send(report)).json().code as string;
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/authentication/profile/',
      payload: { role: 'support' },
      headers: bearer(traveller.access),
    });
    expect(changed.statusCode).toBeLessThan(500);
    expect((await download(code, traveller)).statusCode).toBe(403);
  });

  it('answers a file in the Redux DevTools export format', async () => {
    const code = (await send(report)).json().code as string;
    const response = await download(code.toLowerCase().replace(/^(.{4})/, '$1-'), supportStaff);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="safar-report-${code}.json"`,
    );
    const file = JSON.parse(response.body);
    expect(Object.keys(file).sort()).toEqual(['payload', 'preloadedState']);
    expect(JSON.parse(file.payload)).toEqual(report.actions);
    expect(JSON.parse(file.preloadedState)).toEqual(report.preloadedState);
  });

  it('answers 404 for an unknown code and after 30 days', async () => {
    expect((await download('ZZZZZZZZ', supportStaff)).statusCode).toBe(404);
    const code = (await send(report)).json().code as string;
    t.clock.advance(30 * 24 * 3600 * 1000 + 1000);
    // The access token is long expired too: sign in again.
    const signedIn = await login(t, supportStaff.account.email, supportStaff.account.password);
    supportStaff = { ...supportStaff, access: signedIn.json().access };
    expect((await download(code, supportStaff)).statusCode).toBe(404);
  });

  it('purges reports past their 30 days as new ones arrive', async () => {
    // The clock is already past the earlier reports' retention: the next report clears them.
    await send(report);
    const [row] = await t.app.db.select({ n: count() }).from(supportReports);
    expect(row?.n).toBe(1);
  });

  it('stops working the moment the role is taken away', async () => {
    const code = (await send(report)).json().code as string;
    await setRoleByEmail(t.app.db, supportStaff.account.email, 'traveller');
    expect((await download(code, supportStaff)).statusCode).toBe(403);
    await setRoleByEmail(t.app.db, supportStaff.account.email, 'support');
    expect((await download(code, supportStaff)).statusCode).toBe(200);
  });
});

describe('request ids', () => {
  it('every answer carries x-request-id, the reqId of its log line', async () => {
    for (const url of ['/api/health', '/api/support/reports/mine/', '/api/nowhere/']) {
      const response = await t.app.inject({ method: 'GET', url });
      const id = response.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(logLines.some((line) => line.reqId === id && line.msg === 'request completed')).toBe(
        true,
      );
    }
  });

  it('is the server’s own id, whatever the client sends', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'chosen-by-client' },
    });
    expect(response.headers['x-request-id']).not.toBe('chosen-by-client');
  });
});
