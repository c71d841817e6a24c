import { createHash } from 'node:crypto';
import { idempotencyKeyReused } from './conflicts.ts';
import { IDEMPOTENCY_KEY_TTL_HOURS } from './constants.ts';
import type { IdempotencyKeyRow } from './repository.ts';
import type { PaymentRequest } from './schemas.ts';

// Idempotency-Key support: a request is identified by the SHA-256 of its canonical JSON (keys
// sorted at every level), so the same data sent with its keys in another order is the same
// request. A card stands in the hash only as its last four digits, expiry and holder: a plain
// hash of the full number could be brute-forced from the rest of the stored booking, and the
// CVV must not be kept in any form.

// A stored answer is replayed for a day; an older key counts as unused (and is purged).
export const IDEMPOTENCY_KEY_TTL_MS = IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000;

export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

// Any kind's order: whatever it carries, its payment is the core's.
export function requestHash(body: { payment: PaymentRequest }): string {
  const card = body.payment.card;
  const payment = card
    ? {
        ...body.payment,
        card: {
          last4: card.number.replace(/\D/g, '').slice(-4),
          expiry: card.expiry,
          holderName: card.holderName,
        },
      }
    : body.payment;
  return createHash('sha256')
    .update(canonicalJson({ ...body, payment }))
    .digest('hex');
}

// A change of one booking: the same key and body for another booking is another request.
export function changeHash(reference: string, body: unknown): string {
  return createHash('sha256')
    .update(canonicalJson({ change: reference, body }))
    .digest('hex');
}

// Only 201s are stored, and a stored answer's `id` names the booking the first request created:
// the replay is that booking as it is now (so keys stored before a change of the booking's shape
// still answer in today's shape).
export function bookingIdOf(stored: IdempotencyKeyRow, hash: string): string {
  if (stored.requestHash !== hash) throw idempotencyKeyReused();
  const { id } = stored.response as { id?: unknown };
  if (typeof id !== 'string') throw new Error('a stored order answer has no booking id');
  return id;
}
