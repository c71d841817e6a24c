import type { preValidationAsyncHookHandler } from 'fastify';

// JSON Schema cannot trim, so the named body fields are trimmed before validation: length rules
// then apply to what is stored, and "   " counts as empty.
export function trimStrings(fields: readonly string[]): preValidationAsyncHookHandler {
  return async (request) => {
    const body = request.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
    const record = body as Record<string, unknown>;
    for (const field of fields) {
      const value = record[field];
      if (typeof value === 'string') record[field] = value.trim();
    }
  };
}

// An optional field a form sends empty ("") counts as not sent. Runs after trimStrings.
export function dropEmptyStrings(fields: readonly string[]): preValidationAsyncHookHandler {
  return async (request) => {
    const body = request.body;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return;
    const record = body as Record<string, unknown>;
    for (const field of fields) {
      if (record[field] === '') delete record[field];
    }
  };
}
