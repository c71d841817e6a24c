import type { PaymentMethod } from '@server/modules/bookings/constants.ts';

import { isRecord } from '@/lib/is-record';

import type { ContactValues, PaymentDraft } from './checkout-form';
import type { DraftState, WizardStep } from './draft-slice';

/*
 * A persisted checkout draft as a reload brings it back. Stored data is never trusted: these keep
 * a value only with the expected shape, and the payment keeps only its method and the terms, so a
 * card number written into storage by hand (or by an older build) never comes back.
 */

export { isRecord };

export const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);

/** A stored string up to `max` characters (longer is not ours), else ''. */
export const storedText = (value: unknown, max: number) =>
  typeof value === 'string' && value.length <= max ? value : '';

export function sanitizeContact(value: unknown): ContactValues {
  const stored = isRecord(value) ? value : {};
  return { email: storedText(stored.email, 254), phone: storedText(stored.phone, 40) };
}

export function sanitizePayment<Method extends PaymentMethod>(
  value: unknown,
  methods: readonly Method[],
  fallback: Method,
): PaymentDraft<Method> {
  const stored = isRecord(value) ? value : {};
  return {
    method: isOneOf(methods, stored.method) ? stored.method : fallback,
    agreeTerms: stored.agreeTerms === true,
  };
}

export const storedStep = (value: unknown): WizardStep => (value === 1 || value === 2 ? value : 0);

/**
 * A kind's `{ draft }` state (lib/checkout/draft-slice.ts) as a reload brings it back: nothing when
 * the stored value is not a state, no draft when `sanitizeDraft` finds it is not a well-formed one.
 */
export function sanitizeDraftState<Draft>(
  value: unknown,
  sanitizeDraft: (draft: Record<string, unknown>) => Draft | null,
): DraftState<Draft> | undefined {
  if (!isRecord(value)) return undefined;
  return { draft: isRecord(value.draft) ? sanitizeDraft(value.draft) : null };
}
