import { PassThrough } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import fc from 'fast-check';
import { buildTestApp, type TestApp } from '../helper.ts';

const logLines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => logLines.push(chunk.toString()));
  t = await buildTestApp({
    env: { LOG_LEVEL: 'error' },
    logStream,
    setup: (app) => {
      app.get('/api/test/explode/', async () => {
        throw new Error('password=hunter2 at db.internal:5432');
      });
      app.get('/api/test/failed-query/', async () => {
        throw new DrizzleQueryError(
          'insert into "users" ("password_hash") values ($1)',
          ['$scrypt$ln=17,r=8,p=1$c2FsdA$a2V5'],
          new Error('connection terminated'),
        );
      });
    },
  });
});
afterAll(() => t.close());

const validContact = {
  fullName: 'Layla Haddad',
  email: 'layla@example.com',
  messageType: 'general',
  message: 'I would like to ask about group bookings.',
};

describe('unknown paths', () => {
  it.each([
    ['GET', '/api/nothing-here/'],
    ['GET', '/api/nothing-here'],
    ['POST', '/api/nothing-here/'],
    ['DELETE', '/api/contact/'],
    ['GET', '/authentication/nothing-here/'],
    ['POST', '/authentication/nothing-here'],
    ['GET', '/media/missing.jpg'],
  ])('%s %s answers a JSON 404', async (method, url) => {
    const response = await t.app.inject({ method: method as 'GET', url });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ detail: 'Not found' });
  });

  it('redirects a known path that lacks its trailing slash, keeping the method and query', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact?source=footer',
      payload: validContact,
    });

    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe('/api/contact/?source=footer');
  });
});

describe('server errors', () => {
  it('answers only "Internal server error" and logs the cause', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/explode/' });

    expect(response.statusCode).toBe(500);
    expect(response.body).toBe('{"detail":"Internal server error"}');
    expect(logLines.join('')).toContain('password=hunter2');
  });
});

describe('failed database queries', () => {
  it('are logged with the query and the cause, never the parameter values', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/failed-query/' });

    expect(response.statusCode).toBe(500);
    const logged = logLines.join('');
    expect(logged).toContain('Failed query: insert into');
    expect(logged).toContain('connection terminated');
    expect(logged).not.toContain('$scrypt$');
  });
});

describe('bad input', () => {
  const post = (payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload,
      headers: { 'content-type': contentType },
    });

  it('answers 400 to malformed JSON', async () => {
    const response = await post('{"fullName": "Layla",');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'Request body is not valid JSON',
      code: 'invalid_json',
    });
  });

  it('answers 400 to an empty JSON body', async () => {
    const response = await post('');

    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('invalid_json');
  });

  it('answers 400 when the body is JSON but not an object', async () => {
    const response = await post('["Layla"]');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: 'Request body must be a JSON object',
      code: 'invalid',
    });
  });

  it('answers 415 to a media type it does not read', async () => {
    const response = await post('fullName=Layla', 'application/x-www-form-urlencoded');

    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      detail: 'Unsupported media type; send the body as application/json',
      code: 'unsupported_media_type',
    });
  });

  it('answers 413 to a body over 1 MB', async () => {
    const response = await post(
      JSON.stringify({ ...validContact, message: 'x'.repeat(1_100_000) }),
    );

    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('body_too_large');
  });

  it('answers 400 to a malformed URL', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/%E0%A4%A/' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'The URL is not valid', code: 'bad_url' });
  });

  it('never answers 5xx to any JSON body', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (body) => {
        const response = await post(JSON.stringify(body));
        expect([201, 400]).toContain(response.statusCode);
        expect(typeof response.json().detail === 'string' || response.statusCode === 201).toBe(
          true,
        );
      }),
      { numRuns: 60 },
    );
  });

  it('never answers 5xx to any raw body', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), async (body) => {
        const response = await post(body);
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});
