import {
  buildUrl,
  encode,
  FORMATS,
  HOSTILE_JSON_VALUES,
  HOSTILE_STRINGS,
  leaves,
  replaced,
  sample,
  type FuzzRequest,
  type Operation,
  type Schema,
} from './openapi-cases.ts';

// Requests drawn at random (from a seeded generator, so a run can be repeated exactly) for one
// operation of the OpenAPI document: valid ones with optional fields and other enum values, and
// ones broken in one way at a time — a hostile or missing value, an unknown or prototype-polluting
// field, the wrong content type, JSON cut short or nested thousands deep, a body over the limit,
// junk tokens, unknown or repeated query parameters, a method the path does not have.

export type Random = () => number;

// mulberry32: small, fast, and the same sequence for the same seed on every machine.
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

// Pieces of text that have tripped up parsers, collations and logs: right-to-left and zero-width
// marks, combining accents, emoji sequences, a byte-order mark, case-folding oddities, lone
// surrogates, quotes, template and SQL syntax.
const TEXT_PIECES = [
  'سفر',
  'دبي',
  'e\u0301',
  '\u200b',
  '\u202e',
  '\ufeff',
  '😀',
  '👨‍👩‍👧',
  '\u0000',
  '\ud800',
  '\uffff',
  '𝕏',
  'İ',
  'ß',
  '<script>alert(1)</script>',
  "'",
  '"',
  '\\',
  '%',
  '${x}',
  '\n',
  '\r\n',
  ' ',
  'a',
  '7',
  '; select pg_sleep(1) --',
];

export function randomText(random: Random): string {
  const length = 1 + Math.floor(random() * 24);
  return Array.from({ length }, () => pick(random, TEXT_PIECES)).join('');
}

const NUMBERS = [0, -0, -1, 0.5, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_VALUE, 1e-300];

export function randomValue(random: Random): unknown {
  switch (Math.floor(random() * 6)) {
    case 0:
      return pick(random, HOSTILE_STRINGS);
    case 1:
      return pick(random, HOSTILE_JSON_VALUES);
    case 2:
      return randomText(random);
    case 3:
      return pick(random, NUMBERS);
    case 4:
      return 'x'.repeat(1000 + Math.floor(random() * 60_000));
    default:
      return [randomText(random), { [randomText(random)]: randomText(random) }];
  }
}

// A valid value with optional fields included at random and enum values chosen at random.
function sampleAtRandom(schema: Schema, random: Random, depth = 0): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return pick(random, schema.enum);
  if (schema.examples?.length) return pick(random, schema.examples);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return sampleAtRandom(pick(random, choices), random, depth);
  const type = Array.isArray(schema.type) ? pick(random, schema.type) : schema.type;
  if (type === 'object' && depth <= 6) {
    const entries = Object.entries(schema.properties ?? {}).filter(
      ([name]) => (schema.required ?? []).includes(name) || random() < 0.5,
    );
    return Object.fromEntries(
      entries.map(([name, field]) => [name, sampleAtRandom(field, random, depth + 1)]),
    );
  }
  if (type === 'array' && schema.items) {
    const count = Math.max(schema.minItems ?? 0, Math.floor(random() * 3));
    return Array.from({ length: count }, () => sampleAtRandom(schema.items!, random, depth + 1));
  }
  if (type === 'string' && schema.format) return FORMATS[schema.format] ?? sample(schema);
  return sample(schema, depth);
}

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'application/jsonx',
  '',
  'json',
  '*/*',
];

const BAD_AUTHORIZATIONS = [
  'Bearer ',
  'Bearer x',
  'Bearer x.y.z',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
  'Bearer eyJhbGciOiJIUzI1NiJ9.e30.' + 'A'.repeat(43),
  'Basic YWRtaW46YWRtaW4=',
  'bearer',
  `Bearer ${'a'.repeat(7000)}`,
];

const METHODS: FuzzRequest['method'][] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

const MUTATIONS = [
  'valid',
  'hostile value',
  'missing field',
  'extra field',
  'prototype pollution',
  'content type',
  'truncated JSON',
  'deep nesting',
  'oversized body',
  'hostile query',
  'unknown query',
  'repeated query',
  'hostile path',
  'bad token',
  'other method',
] as const;

// One request for this operation, valid or broken in one way, drawn from `random`.
export function randomCase(
  random: Random,
  path: string,
  method: string,
  operation: Operation,
  auth: Record<string, string>,
): FuzzRequest {
  const verb = method.toUpperCase() as FuzzRequest['method'];
  const parameters = operation.parameters ?? [];
  const pathParams: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const parameter of parameters) {
    const value = String(sampleAtRandom(parameter.schema, random));
    if (parameter.in === 'path') pathParams[parameter.name] = value;
    if (parameter.in === 'query' && (parameter.required || random() < 0.5)) {
      query[parameter.name] = value;
    }
  }
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  const body = bodySchema ? sampleAtRandom(bodySchema, random) : undefined;
  const fill = (params: Record<string, string>) =>
    path.replace(/\{(\w+)\}/g, (_match, name: string) => encode(params[name] ?? 'x'));
  const mutation = pick(random, MUTATIONS);
  const request: FuzzRequest = {
    method: verb,
    url: buildUrl(fill(pathParams), query),
    headers: { ...auth },
    ...(body !== undefined && { payload: { json: body } }),
    label: `${verb} ${path} ${mutation}`,
  };
  const bodyLeaves = body === undefined ? [] : leaves(body);
  const queryParams = parameters.filter((p) => p.in === 'query');
  const pathParamNames = Object.keys(pathParams);

  switch (mutation) {
    case 'hostile value':
    case 'missing field': {
      if (bodyLeaves.length === 0) break;
      const leaf = pick(random, bodyLeaves);
      const next = mutation === 'missing field' ? undefined : randomValue(random);
      request.payload = { json: replaced(body, leaf, next) };
      request.label += ` ${leaf.join('.')}=${JSON.stringify(next)?.slice(0, 40)}`;
      break;
    }
    case 'extra field':
      if (body !== null && typeof body === 'object') {
        request.payload = { json: { ...body, [randomText(random)]: randomValue(random) } };
      }
      break;
    case 'prototype pollution':
      request.payload = {
        raw: pick(random, [
          '{"__proto__": {"isAdmin": true}}',
          '{"constructor": {"prototype": {"isAdmin": true}}}',
          `{"a": 1, "__proto__": ${JSON.stringify(body ?? {})}}`,
        ]),
      };
      break;
    case 'content type':
      request.headers['content-type'] = pick(random, CONTENT_TYPES);
      request.label += ` (${request.headers['content-type']})`;
      request.payload ??= { raw: 'a=1&b=2' };
      break;
    case 'truncated JSON': {
      const text = JSON.stringify(body ?? { a: [1, 2, { b: 'c' }] });
      const cut = Math.floor(random() * text.length);
      request.payload = { raw: text.slice(0, cut) };
      request.label += ` at ${cut} of ${text.length}`;
      break;
    }
    case 'deep nesting': {
      const depth = 100 + Math.floor(random() * 20_000);
      request.payload = { raw: `${'['.repeat(depth)}${']'.repeat(depth)}` };
      request.label += ` ${depth} deep`;
      break;
    }
    case 'oversized body':
      request.payload = { raw: JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 10) }) };
      request.oversized = true;
      break;
    case 'hostile query':
    case 'unknown query':
    case 'repeated query': {
      const name =
        mutation === 'unknown query' || queryParams.length === 0
          ? randomText(random)
          : pick(random, queryParams).name;
      const value = String(randomValue(random));
      const extra = `${encode(name)}=${encode(value.slice(0, 4000))}`;
      const repeat = mutation === 'repeated query' ? `&${extra}` : '';
      request.url += `${request.url.includes('?') ? '&' : '?'}${extra}${repeat}`;
      request.label += ` ${name.slice(0, 20)}=${value.slice(0, 30)}`;
      break;
    }
    case 'hostile path':
      if (pathParamNames.length > 0) {
        const name = pick(random, pathParamNames);
        request.url = buildUrl(fill({ ...pathParams, [name]: randomText(random) }), query);
      } else {
        request.url = `${fill(pathParams)}${encode(randomText(random))}/`;
      }
      break;
    case 'bad token':
      request.headers.authorization = pick(random, BAD_AUTHORIZATIONS);
      break;
    case 'other method':
      request.method = pick(
        random,
        METHODS.filter((other) => other !== verb),
      );
      request.label = `${request.method} ${path} (the document has ${verb})`;
      if (request.method === 'GET' || request.method === 'DELETE') delete request.payload;
      break;
    case 'valid':
      break;
  }
  return request;
}
