import { passesLuhn } from '../digits.ts';
import { canonicalOf, isPlaceholder, kindOfKey, placeholderOf, type SecretKind } from './kinds.ts';
import { redactText } from './redact-text.ts';

/*
 * The one redaction of personal data and secrets before anything leaves the page (Redux DevTools,
 * which stay on in production for support staff, and the problem reports travellers send) and
 * again on the server before a report is stored. Two nets:
 *
 * - by key name: a value under a key that names a secret or personal field (password, token,
 *   card, CVV, passport, date of birth, e-mail, phone) is replaced whole (kinds.ts);
 * - by value pattern, in every other string and in keys (redact-text.ts, labels.ts).
 *
 * Each value becomes a placeholder such as [email-1]. One Redactor gives the same value the same
 * placeholder every time (a report stays consistent, so a replay still makes sense: the address
 * typed in the form is the one in the request), and never says what the value was. A value
 * redacted already keeps its placeholder, so redacting twice changes nothing.
 */

/** A secret the redaction met: its kind, its value in one spelling, and where it was. */
export interface FoundSecret {
  kind: SecretKind;
  canonical: string;
  /** The path of the key it was under (a draft's field), or null when found in text. */
  path: string | null;
}

export interface RedactorOptions {
  /** Values that take another value's placeholder (drafts.ts): `kind:canonical` → canonical. */
  aliases?: ReadonlyMap<string, string>;
  /** The highest placeholder number already used per kind (a report redacted before). */
  usedNumbers?: ReadonlyMap<SecretKind, number>;
  /** Told of every secret met, in order. */
  onFound?: (found: FoundSecret) => void;
}

export interface Redactor {
  /**
   * A copy of the value with every secret replaced; the value itself is not changed. `scope`
   * names where the value belongs (the state, an action's type), for the paths of FoundSecret.
   */
  redact<T>(value: T, scope?: string): T;
  /** A string with the secrets in its text replaced. */
  redactText(text: string): string;
}

const MAX_DEPTH = 40;
const TOO_DEEP = '[too deep]';

export const aliasKey = (kind: SecretKind, canonical: string) => `${kind}:${canonical}`;

// An action named for a secret carries it as its payload: auth/tokensStored's is a token.
function actionPayloadKind(value: object): SecretKind | undefined {
  const { type } = value as { type?: unknown };
  if (typeof type !== 'string' || !('payload' in value)) return undefined;
  return kindOfKey(type.slice(type.lastIndexOf('/') + 1));
}

export function createRedactor({ aliases, usedNumbers, onFound }: RedactorOptions = {}): Redactor {
  const placeholders = new Map<string, string>();
  const counters = new Map<SecretKind, number>(usedNumbers);

  function placeholder(kind: SecretKind, value: unknown, path: string | null): string {
    const canonical = canonicalOf(kind, value);
    onFound?.({ kind, canonical, path });
    const key = aliasKey(kind, aliases?.get(aliasKey(kind, canonical)) ?? canonical);
    let found = placeholders.get(key);
    if (!found) {
      const next = (counters.get(kind) ?? 0) + 1;
      counters.set(kind, next);
      found = placeholderOf(kind, next);
      placeholders.set(key, found);
    }
    return found;
  }

  const textPlaceholder = (kind: SecretKind, value: string) => placeholder(kind, value, null);
  const redactString = (text: string) => redactText(text, textPlaceholder);

  function redactValue(value: unknown, path: string, depth: number): unknown {
    if (typeof value === 'string') return redactString(value);
    if (typeof value === 'number') {
      // From 14 digits: a 13-digit number here is a time in epoch milliseconds (RTK Query keeps
      // two in every request), which Luhn would take for a card one time in ten.
      const digits = Number.isInteger(value) ? String(Math.abs(value)) : '';
      return digits.length >= 14 && digits.length <= 19 && passesLuhn(digits)
        ? placeholder('card', digits, null)
        : value;
    }
    if (value === null || typeof value !== 'object') return value;
    if (depth >= MAX_DEPTH) return TOO_DEEP;
    if (value instanceof Date) return value.toISOString();
    if (Array.isArray(value)) {
      return value.map((item, index) => redactValue(item, `${path}.${index}`, depth + 1));
    }
    const payloadKind = actionPayloadKind(value);
    // fromEntries, so a key such as "__proto__" stays a key, as JSON.parse made it.
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => {
        const kind = key === 'payload' && payloadKind ? payloadKind : kindOfKey(key);
        const itemPath = `${path}.${key}`;
        return [
          redactString(key),
          kind ? redactUnder(kind, item, itemPath) : redactValue(item, itemPath, depth + 1),
        ];
      }),
    );
  }

  function redactUnder(kind: SecretKind, value: unknown, path: string): unknown {
    if (value === null || value === undefined || value === '' || typeof value === 'boolean') {
      return value;
    }
    return isPlaceholder(value) ? value : placeholder(kind, value, path);
  }

  return {
    redact: <T>(value: T, scope = '') => redactValue(value, scope, 0) as T,
    redactText: redactString,
  };
}

/** One value redacted on its own (placeholders are numbered within this call only). */
export function redact<T>(value: T): T {
  return createRedactor().redact(value);
}
