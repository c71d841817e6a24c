import type { preValidationAsyncHookHandler } from 'fastify';
import { badRequest } from '../../lib/api-error.ts';
import { isRecord } from '../../lib/is-record.ts';
import { IDEMPOTENCY_KEY_PATTERN } from './constants.ts';

// What every kind's order route runs before its body is validated.

function trimFields(value: unknown): void {
  if (!isRecord(value)) return;
  for (const [name, item] of Object.entries(value)) {
    if (typeof item === 'string') value[name] = item.trim();
  }
}

// What people type is trimmed before validation: the contact, the card, and the kind's lists of
// people (travellers, guests, drivers) named in `people`. Offers and rate keys are the server's
// own data and are left as they came.
export function trimOrderStrings(people: readonly string[] = []): preValidationAsyncHookHandler {
  return async (request) => {
    const body = request.body;
    if (!isRecord(body)) return;
    for (const field of people) {
      const list = body[field];
      if (Array.isArray(list)) list.forEach(trimFields);
      else trimFields(list);
    }
    trimFields(body.contact);
    if (isRecord(body.payment)) trimFields(body.payment.card);
  };
}

const keyPattern = new RegExp(IDEMPOTENCY_KEY_PATTERN);

// Checked before the body, and named as the header is written.
export const checkIdempotencyKey: preValidationAsyncHookHandler = async (request) => {
  const key = request.headers['idempotency-key'];
  if (key !== undefined && (typeof key !== 'string' || !keyPattern.test(key))) {
    throw badRequest(
      'Idempotency-Key: must be 1 to 100 letters, digits, _ or -',
      'invalid',
      'Idempotency-Key',
    );
  }
};
