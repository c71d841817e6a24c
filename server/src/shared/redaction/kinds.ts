import { toLatinDigits } from '../digits.ts';

// What the redaction replaces, and how it tells one value of a kind from another (so the same
// value written two ways gets one placeholder).

export const SECRET_KINDS = [
  'password',
  'token',
  'card',
  'cvv',
  'passport',
  'birthdate',
  'email',
  'phone',
] as const;
export type SecretKind = (typeof SECRET_KINDS)[number];

/** [email-3]: what a value becomes; it never says what the value was. */
export const placeholderOf = (kind: SecretKind, number: number) => `[${kind}-${number}]`;

const PLACEHOLDER = new RegExp(`\\[(${SECRET_KINDS.join('|')})-(\\d+)\\]`, 'g');
const WHOLE_PLACEHOLDER = new RegExp(`^\\[(?:${SECRET_KINDS.join('|')})-\\d+\\]$`);

/** A value redacted already (by the browser, before the server redacts the report again). */
export const isPlaceholder = (value: unknown) =>
  typeof value === 'string' && WHOLE_PLACEHOLDER.test(value);

/** The highest placeholder number of each kind in a text (what a second redaction counts from). */
export function usedPlaceholderNumbers(text: string): Map<SecretKind, number> {
  const used = new Map<SecretKind, number>();
  for (const [, kind, number] of text.matchAll(PLACEHOLDER)) {
    const secretKind = kind as SecretKind;
    used.set(secretKind, Math.max(used.get(secretKind) ?? 0, Number(number)));
  }
  return used;
}

/** The value a placeholder stands for, in one spelling: digits only, one letter case. */
export function canonicalOf(kind: SecretKind, value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const latin = toLatinDigits(text);
  switch (kind) {
    case 'card':
    case 'phone':
    case 'cvv':
      return latin.replace(/\D/g, '');
    case 'email':
      return latin.toLowerCase();
    case 'passport':
      return latin.replace(/[\s-]/g, '').toUpperCase();
    case 'birthdate':
      return latin.toLowerCase().replace(/\s+/g, ' ');
    default:
      return text;
  }
}

// A value under a key that names a secret or personal field is replaced whole, objects too (a
// card {number, holderName} would otherwise show fields whose own names say nothing). First match
// wins: "cardCvv" is a CVV, "cardNumber" a card.
const KEY_RULES: [SecretKind, RegExp][] = [
  ['cvv', /cvv|cvc|cvn|security_?code/i],
  // A card's expiry, not a passport's.
  ['card', /card|^pan$|^expiry/i],
  ['password', /pass(word|phrase|code)?$|password|passwd|pwd|secret|^otp$|^code_?hash/i],
  ['token', /token|^access$|^refresh$|authori[sz]ation|jwt|api_?key/i],
  // A driving licence number (the car wizard's) is an identity document's number too; a
  // passport's expiry date is not secret.
  ['passport', /passport(?!_?expiry)|document_?number|licen[cs]e_?(number|no)/i],
  ['birthdate', /birth|^dob$/i],
  ['email', /e_?mail/i],
  ['phone', /phone|mobile|^tel$|telephone|whatsapp/i],
];

const FIELD_NAME = /^[\w$-]{1,64}$/;

/** The kind of secret a field's name says it holds, if any. */
export function kindOfKey(key: string): SecretKind | undefined {
  // Only a name is judged by its name: RTK Query's cache keys hold the request's arguments
  // ('checkAccount({"email":…})'), which are text to redact, not a field called "email".
  if (!FIELD_NAME.test(key)) return undefined;
  return KEY_RULES.find(([, rule]) => rule.test(key))?.[0];
}
