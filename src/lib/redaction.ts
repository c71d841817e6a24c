import { passesLuhn } from './checkout/card';
import { toLatinDigits } from './checkout/latin-digits';

/*
 * The one redaction of personal data and secrets before anything leaves the page: Redux DevTools
 * (on in production for support staff) and the problem reports travellers send. Two nets:
 *
 * - by key name: a value under a key that names a secret or personal field (password, token,
 *   card, CVV, passport, date of birth, e-mail, phone) is replaced whole, objects too (a card
 *   {number, holderName} would otherwise show fields whose own names say nothing);
 * - by value pattern, in every other string (and in keys, which RTK Query builds from request
 *   arguments): JWTs and bearer tokens, e-mail addresses, card numbers (any 13–19 digit run
 *   passing Luhn, spaced or not), phone numbers, and values labelled in free text ("password:
 *   x", "passport no X1234567", "born on 1990-05-01", a JSON string's "cvv":"123").
 *
 * Each value becomes a placeholder such as [email-1]. One Redactor gives the same value the same
 * placeholder every time (a report stays consistent, so a replay still makes sense: the address
 * typed in the form is the one in the request), and never says what the value was.
 *
 * A date of birth has no shape of its own (it looks like any travel date), so only its key name or
 * a label before it gives it away.
 */

export type SecretKind =
  'password' | 'token' | 'card' | 'cvv' | 'passport' | 'birthdate' | 'email' | 'phone';

// First match wins: "cardCvv" is a CVV, "cardNumber" a card.
const KEY_RULES: [SecretKind, RegExp][] = [
  ['cvv', /cvv|cvc|cvn|security_?code/i],
  ['card', /card|^pan$|expiry/i],
  ['password', /pass(word|phrase|code)?$|password|passwd|pwd|secret|^otp$|^code_?hash/i],
  ['token', /token|^access$|^refresh$|authori[sz]ation|jwt|api_?key/i],
  // A driving licence number (the car wizard's) is an identity document's number too.
  ['passport', /passport|document_?number|licen[cs]e_?(number|no)/i],
  ['birthdate', /birth|^dob$/i],
  ['email', /e_?mail/i],
  ['phone', /phone|mobile|^tel$|telephone|whatsapp/i],
];

const FIELD_NAME = /^[\w$-]{1,64}$/;

// Values labelled in free text. Passwords and tokens need "label: value" or "label=value"; the
// others also "label value", but only a value with a digit in it (not "passport is valid").
const LABELLED: [SecretKind, RegExp][] = [
  [
    'password',
    /\b(pass(?:word|phrase|code)?|passwd|pwd|secret)(["']?\s*[:=]\s*["']?)([^\s"',;&}]+)/gi,
  ],
  ['token', /\b(\w*token|access|refresh|authorization)(["']?\s*[:=]\s*["']?)([^\s"',;&}]+)/gi],
  [
    'cvv',
    /\b(cvv|cvc|cvn|security[\s_-]*code)(["']?\s*[:=#]?\s*["']?)([^\s"',;&}]*\d[^\s"',;&}]*)/gi,
  ],
  [
    'passport',
    /\b(passport(?:[\s_-]*(?:no\.?|number|num|#))?)(["']?\s*[:=#]?\s*["']?)([^\s"',;&}]*\d[^\s"',;&}]*)/gi,
  ],
  [
    'birthdate',
    /\b(date[\s_-]*of[\s_-]*birth|birth[\s_-]*date|birthday|dob|born(?:\s+on)?)(["']?\s*[:=]?\s*["']?)([^\s"',;&}]*\d[^\s"',;&}]*)/gi,
  ],
];

const JWT = /\beyJ[\w-]*\.[\w-]+\.[\w-]+/g;
const BEARER = /\bBearer\s+[\w.~+/-]+=*/gi;
// Every pattern starts only where a word does (a lookbehind or \b): a long run of letters (a
// base64 image, an id) is then scanned once, not once from each of its characters.
const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
// Digits with the spaces or dashes people group them with, not inside a longer word or id.
const CARD_RUN = /(?<![\w-])\d(?:[ -]?\d){12,18}(?![\w-])/g;
const PHONE_RUN = /(?<![\w+-])\+?\(?\d[\d\s().-]{5,20}\d(?![\w-])/g;
// Shapes a phone-like run has that are not phones: dates and decimal numbers.
const NOT_A_PHONE = [
  /^\d{4}-\d{1,2}-\d{1,2}$/,
  /^\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}$/,
  /^\d+\.\d+$/,
  /^\d{4}\s*-\s*\d{4}$/,
];

const MAX_DEPTH = 40;
const TOO_DEEP = '[too deep]';

const digitsOnly = (text: string) => toLatinDigits(text).replace(/\D/g, '');

function isPhone(candidate: string): boolean {
  const trimmed = candidate.trim();
  if (NOT_A_PHONE.some((shape) => shape.test(trimmed))) return false;
  const digits = digitsOnly(trimmed).length;
  return digits >= 7 && digits <= 15;
}

export interface Redactor {
  /** A copy of the value with every secret replaced; the value itself is not changed. */
  redact<T>(value: T): T;
  /** A string with the secrets in its text replaced. */
  redactText(text: string): string;
}

export function createRedactor(): Redactor {
  const placeholders = new Map<string, string>();
  const counters = new Map<SecretKind, number>();

  function placeholder(kind: SecretKind, value: unknown): string {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    const canonical =
      kind === 'card' || kind === 'phone'
        ? digitsOnly(text)
        : kind === 'email'
          ? text.toLowerCase()
          : text;
    const key = `${kind}:${canonical}`;
    let found = placeholders.get(key);
    if (!found) {
      const next = (counters.get(kind) ?? 0) + 1;
      counters.set(kind, next);
      found = `[${kind}-${next}]`;
      placeholders.set(key, found);
    }
    return found;
  }

  function redactText(text: string): string {
    let out = text.replace(JWT, (token) => placeholder('token', token));
    out = out.replace(BEARER, (token) => placeholder('token', token));
    for (const [kind, pattern] of LABELLED) {
      out = out.replace(pattern, (match, label: string, separator: string, value: string) =>
        value.startsWith('[') ? match : `${label}${separator}${placeholder(kind, value)}`,
      );
    }
    out = out.replace(EMAIL, (email) => placeholder('email', email));
    const latin = toLatinDigits(out);
    // Arabic-Indic digits have the same length as Latin ones, so positions line up.
    out = replaceRuns(out, latin, CARD_RUN, (run) =>
      passesLuhn(digitsOnly(run)) ? placeholder('card', run) : null,
    );
    out = replaceRuns(out, toLatinDigits(out), PHONE_RUN, (run) =>
      isPhone(run) ? placeholder('phone', run) : null,
    );
    return out;
  }

  function redactUnder(kind: SecretKind, value: unknown): unknown {
    if (value === null || value === undefined || value === '' || typeof value === 'boolean') {
      return value;
    }
    return placeholder(kind, value);
  }

  function redactValue(value: unknown, depth: number): unknown {
    if (typeof value === 'string') return redactText(value);
    if (typeof value === 'number') {
      // From 14 digits: a 13-digit number here is a time in epoch milliseconds (RTK Query keeps
      // two in every request), which Luhn would take for a card one time in ten.
      const digits = Number.isInteger(value) ? String(Math.abs(value)) : '';
      return digits.length >= 14 && digits.length <= 19 && passesLuhn(digits)
        ? placeholder('card', digits)
        : value;
    }
    if (value === null || typeof value !== 'object') return value;
    if (depth >= MAX_DEPTH) return TOO_DEEP;
    if (value instanceof Date) return value.toISOString();
    if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      // Only a name is judged by its name: RTK Query's cache keys hold the request's arguments
      // ('checkAccount({"email":…})'), which are text to redact, not a field called "email".
      const kind = FIELD_NAME.test(key)
        ? KEY_RULES.find(([, rule]) => rule.test(key))?.[0]
        : undefined;
      out[redactText(key)] = kind ? redactUnder(kind, item) : redactValue(item, depth + 1);
    }
    return out;
  }

  function redactAny<T>(value: T): T {
    return redactValue(value, 0) as T;
  }

  return { redact: redactAny, redactText };
}

/** Replaces the runs `pattern` finds in `latin` (the text with Latin digits) in `text`. */
function replaceRuns(
  text: string,
  latin: string,
  pattern: RegExp,
  replace: (run: string) => string | null,
): string {
  let out = '';
  let last = 0;
  for (const match of latin.matchAll(pattern)) {
    const start = match.index;
    const replacement = replace(match[0]);
    if (replacement === null) continue;
    out += text.slice(last, start) + replacement;
    last = start + match[0].length;
  }
  return out + text.slice(last);
}

/** One value redacted on its own (placeholders are numbered within this call only). */
export function redact<T>(value: T): T {
  return createRedactor().redact(value);
}
