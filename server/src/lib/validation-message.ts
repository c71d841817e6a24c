import type { FastifyError, FastifySchemaValidationError } from 'fastify';

export interface ValidationProblem {
  detail: string;
  field?: string;
}

const PART_NAMES: Record<string, string> = {
  body: 'Request body',
  querystring: 'Query string',
  params: 'Path parameters',
  headers: 'Request headers',
};

const FORMAT_MESSAGES: Record<string, string> = {
  email: 'must be a valid email address',
  uuid: 'must be a valid id',
  date: 'must be a date (YYYY-MM-DD)',
  'date-time': 'must be a date and time (ISO 8601)',
  uri: 'must be a valid URL',
};

// Turns the first Ajv error of a request into "field: what is wrong", in words a traveller
// could read in a form, with the field named separately so the SPA can point at it.
export function describeValidationError(
  errors: FastifySchemaValidationError[],
  part: FastifyError['validationContext'],
): ValidationProblem {
  const error = errors[0];
  if (!error) return { detail: 'The request is not valid' };
  const params = error.params as Record<string, unknown>;
  const path = error.instancePath.split('/').slice(1).map(decodePointer);
  if (typeof params.missingProperty === 'string') path.push(params.missingProperty);
  if (typeof params.additionalProperty === 'string') path.push(params.additionalProperty);
  const message = describe(error.keyword, params, error.message);

  if (path.length === 0) {
    return { detail: `${PART_NAMES[part ?? 'body'] ?? 'Request'} ${message}` };
  }
  const field = path.join('.');
  return { detail: `${field}: ${message}`, field };
}

function describe(keyword: string, params: Record<string, unknown>, fallback?: string): string {
  const limit = Number(params.limit);
  switch (keyword) {
    case 'required':
      return 'is required';
    case 'type':
      return `must be ${article(String(params.type))}`;
    case 'minLength':
      return limit === 1 ? 'must not be empty' : `must be at least ${limit} characters`;
    case 'maxLength':
      return `must be at most ${limit} characters`;
    case 'minimum':
      return `must be at least ${limit}`;
    case 'maximum':
      return `must be at most ${limit}`;
    case 'minItems':
      return `must have at least ${limit} items`;
    case 'maxItems':
      return `must have at most ${limit} items`;
    case 'format':
      return FORMAT_MESSAGES[String(params.format)] ?? `must be a valid ${String(params.format)}`;
    case 'pattern':
      return 'contains characters that are not allowed';
    case 'enum':
      return `must be one of: ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'const':
      return `must be ${String(params.allowedValue)}`;
    case 'additionalProperties':
      return 'is not allowed';
    default:
      return fallback ?? 'is not valid';
  }
}

function article(type: string): string {
  const name = type === 'integer' ? 'whole number' : type === 'object' ? 'JSON object' : type;
  return /^[aeiou]/.test(name) ? `an ${name}` : `a ${name}`;
}

function decodePointer(segment: string): string {
  return segment.replaceAll('~1', '/').replaceAll('~0', '~');
}
