// Requests built from the server's own OpenAPI document: a plausible valid request for every
// operation (sampled from its schemas), and copies of it with one value replaced by something
// hostile. Every route that exists is covered without a list. Shared by the in-process
// hostile-input test (casesFor: every case once) and `npm run test:fuzz` over HTTP (casesFor, then
// randomCase from a seeded generator). Plain TypeScript: no Jest globals here.

export type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  minLength?: number;
  minimum?: number;
  format?: string;
  examples?: unknown[];
  default?: unknown;
};

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  schema: Schema;
}

export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export interface FuzzRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  headers: Record<string, string>;
  // A value to send as JSON, or raw text to send as it is (as application/json unless headers
  // name another content-type).
  payload?: { json: unknown } | { raw: string };
  // What was changed, for the failure message.
  label: string;
  // A body over the server's limit (answered 413 before it has all been sent).
  oversized?: boolean;
}

export const FORMATS: Record<string, string> = {
  email: 'fuzz.traveller@example.com',
  uuid: '00000000-0000-4000-8000-000000000000',
  date: '2099-01-10',
  'date-time': '2099-01-10T10:00:00Z',
  uri: 'https://example.com/',
};

export function sample(schema: Schema, depth = 0): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) {
    const usable = choices.find((choice) => choice.type !== 'null') ?? choices[0];
    return usable ? sample(usable, depth) : null;
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      if (depth > 6) return {};
      const entries = Object.entries(schema.properties ?? {}).filter(([name]) =>
        (schema.required ?? []).includes(name),
      );
      return Object.fromEntries(entries.map(([name, field]) => [name, sample(field, depth + 1)]));
    }
    case 'array':
      return schema.items && (schema.minItems ?? 0) > 0 ? [sample(schema.items, depth + 1)] : [];
    case 'string':
      return (
        (schema.format && FORMATS[schema.format]) ?? 'x'.repeat(Math.max(1, schema.minLength ?? 1))
      );
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    default:
      return null;
  }
}

// Values that have broken servers: characters databases refuse, numbers that are not finite or
// do not fit, injection strings, very long text, and values of the wrong type.
export const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  'Infinity',
  '-Infinity',
  '1e999',
  'NaN',
  '1e308',
  '9'.repeat(400),
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '../../../../etc/passwd',
  '%00',
  '{{7*7}}',
  'x'.repeat(20_000),
  '𝓢𝓪𝓯𝓪𝓻 ✈️ سفر',
];

export const HOSTILE_JSON_VALUES: unknown[] = [
  null,
  true,
  -1,
  0,
  2 ** 53 + 1,
  1e308,
  [],
  {},
  ['\u0000'],
  { nested: '\ud800' },
];

// Sent as they are in a URL: percent-escapes of NUL, of invalid UTF-8 and broken ones.
const RAW_URL_VALUES = ['%00', '%ED%A0%80', '%C0%80', '%FF', '%', '%zz', '%E2%82'];

// Raw JSON texts that parse to values JSON.stringify cannot write.
const RAW_NUMBERS = ['1e999', '-1e999'];

// The body text of a request, and its headers with the content-type a body goes with.
export function bodyText(request: FuzzRequest): string | undefined {
  const payload = request.payload;
  if (!payload) return undefined;
  return 'json' in payload ? JSON.stringify(payload.json) : payload.raw;
}

export function headersOf(request: FuzzRequest): Record<string, string> {
  return {
    ...(request.payload && { 'content-type': 'application/json' }),
    ...request.headers,
  };
}

// Every operation of the document, as [path, method] (HEAD answers as GET does).
export function operationsOf(document: OpenApiDocument): Array<[string, string]> {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((method) => method !== 'head')
      .map((method) => [path, method] as [string, string]),
  );
}

export function leaves(value: unknown, path: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return path.length ? [path] : [];
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  const inner = entries.flatMap(([key, item]) => leaves(item, [...path, key]));
  return path.length ? [path, ...inner] : inner;
}

export function replaced(value: unknown, path: string[], next: unknown): unknown {
  if (path.length === 0) return next;
  const [head = '', ...rest] = path;
  if (Array.isArray(value)) {
    return value.map((item, index) => (String(index) === head ? replaced(item, rest, next) : item));
  }
  const record = (value ?? {}) as Record<string, unknown>;
  return { ...record, [head]: replaced(record[head], rest, next) };
}

// A lone surrogate has no UTF-8 form: it goes as the bytes of one (invalid UTF-8), as a
// hostile client would send it.
export function encode(text: string): string {
  return text.isWellFormed()
    ? encodeURIComponent(text)
    : [...text]
        .map((char) => (char.isWellFormed() ? encodeURIComponent(char) : '%ED%A0%80'))
        .join('');
}

export function buildUrl(path: string, query: Record<string, string>): string {
  const search = Object.entries(query)
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}

// Every mutation of one operation. `auth` is the bearer header to send (or none).
export function casesFor(
  path: string,
  method: string,
  operation: Operation,
  auth: Record<string, string>,
): FuzzRequest[] {
  const verb = method.toUpperCase() as FuzzRequest['method'];
  const parameters = operation.parameters ?? [];
  const pathParams = Object.fromEntries(
    parameters.filter((p) => p.in === 'path').map((p) => [p.name, String(sample(p.schema))]),
  );
  const query = Object.fromEntries(
    parameters
      .filter((p) => p.in === 'query' && p.required)
      .map((p) => [p.name, String(sample(p.schema))]),
  );
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  const body = bodySchema ? sample(bodySchema) : undefined;
  const fill = (params: Record<string, string>) =>
    path.replace(/\{(\w+)\}/g, (_match, name: string) => encode(params[name] ?? 'x'));
  const base = (label: string, overrides: Partial<FuzzRequest>): FuzzRequest => ({
    method: verb,
    url: buildUrl(fill(pathParams), query),
    headers: { ...auth },
    ...(body !== undefined && { payload: { json: body } }),
    label: `${verb} ${path} ${label}`,
    ...overrides,
  });

  const cases: FuzzRequest[] = [base('as sampled', {})];
  for (const parameter of parameters) {
    for (const hostile of HOSTILE_STRINGS) {
      const label = `${parameter.in} ${parameter.name}=${JSON.stringify(hostile).slice(0, 40)}`;
      if (parameter.in === 'path') {
        cases.push(
          base(label, { url: buildUrl(fill({ ...pathParams, [parameter.name]: hostile }), query) }),
        );
      } else if (parameter.in === 'query') {
        cases.push(
          base(label, { url: buildUrl(fill(pathParams), { ...query, [parameter.name]: hostile }) }),
        );
      } else if (/^[\t\x20-\x7e]*$/.test(hostile) && hostile.length < 8000) {
        cases.push(base(label, { headers: { ...auth, [parameter.name]: hostile } }));
      }
    }
    for (const raw of RAW_URL_VALUES) {
      const label = `${parameter.in} ${parameter.name}=${raw} (raw)`;
      if (parameter.in === 'path') {
        const url = buildUrl(fill(pathParams), query).replace(
          encode(pathParams[parameter.name] ?? 'x'),
          raw,
        );
        cases.push(base(label, { url }));
      } else if (parameter.in === 'query') {
        const others = Object.fromEntries(
          Object.entries(query).filter(([name]) => name !== parameter.name),
        );
        const url = buildUrl(fill(pathParams), others);
        cases.push(
          base(label, { url: `${url}${url.includes('?') ? '&' : '?'}${parameter.name}=${raw}` }),
        );
      }
    }
  }
  if (bodySchema) {
    cases.push(base('with no body', { payload: undefined }));
    cases.push(base('with a body of null', { payload: { raw: 'null' } }));
    cases.push(base('with truncated JSON', { payload: { raw: '{"a": ' } }));
    for (const fieldPath of leaves(body)) {
      const name = fieldPath.join('.');
      for (const hostile of [...HOSTILE_STRINGS, ...HOSTILE_JSON_VALUES]) {
        const label = `body ${name}=${JSON.stringify(hostile)?.slice(0, 40)}`;
        cases.push(base(label, { payload: { json: replaced(body, fieldPath, hostile) } }));
      }
      for (const raw of RAW_NUMBERS) {
        const marker = '"__fuzz_raw_number__"';
        const text = JSON.stringify(replaced(body, fieldPath, '__fuzz_raw_number__')).replace(
          marker,
          raw,
        );
        cases.push(base(`body ${name}=${raw}`, { payload: { raw: text } }));
      }
    }
  }
  return cases;
}
