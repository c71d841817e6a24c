import { bearer, signUp } from '../accounts.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import {
  bodyText,
  casesFor,
  headersOf,
  operationsOf,
  type FuzzRequest,
  type OpenApiDocument,
} from './openapi-cases.ts';

// Every operation of the OpenAPI document, sampled into a plausible request and then sent with
// one value at a time replaced by something hostile (NUL, lone surrogates, Infinity, 1e999,
// injection strings, huge text, wrong types, broken percent-escapes, missing or broken bodies),
// signed in and not. No answer may be a 5xx, and every error is the JSON error shape. (The same
// cases and more go over HTTP to a real server process in `npm run test:fuzz`.)

jest.setTimeout(300_000);

let t: TestApp;
let document: OpenApiDocument;
let access: string;
beforeAll(async () => {
  t = await buildTestApp();
  document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  access = (await signUp(t)).access;
});
afterAll(() => t.close());

async function send(request: FuzzRequest) {
  const payload = bodyText(request);
  return t.app.inject({
    method: request.method,
    url: request.url,
    headers: headersOf(request),
    ...(payload !== undefined && { payload }),
  });
}

const operations = () => operationsOf(document);

describe('hostile input on every operation', () => {
  it('never answers a 5xx, and every error is {detail, code?, field?}', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const [path, method] of operations()) {
      const operation = document.paths[path]?.[method];
      if (!operation) continue;
      for (const auth of [{}, bearer(access)]) {
        for (const request of casesFor(path, method, operation, auth)) {
          const response = await send(request);
          sent += 1;
          if (response.statusCode >= 500) {
            failures.push(
              `${request.label}: ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
            continue;
          }
          if (response.statusCode < 400) continue;
          const body = response.json();
          if (typeof body.detail !== 'string') {
            failures.push(
              `${request.label}: ${response.statusCode} without detail: ${response.body.slice(0, 200)}`,
            );
          }
        }
      }
    }

    expect(operations().length).toBeGreaterThan(20);
    expect(sent).toBeGreaterThan(2000);
    expect(failures).toEqual([]);
  });
});
