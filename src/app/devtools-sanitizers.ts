// Redux DevTools stay on in production for support staff; these keep secrets out of what they
// see: tokens, passwords, card data and passport numbers are replaced before leaving the page.

const SECRET_KEY = /token|access|refresh|password|card|cvv|cvc|expiry|passport/i;
export const REDACTED = '[redacted]';

// A secret key's value is hidden whole, objects too: a card ({number, holderName…}) would
// otherwise show the fields whose own names say nothing.
const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

export function redactSecrets(value: unknown, depth = 0): unknown {
  if (depth > 20 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = SECRET_KEY.test(key) && !isEmpty(item) ? REDACTED : redactSecrets(item, depth + 1);
  }
  return out;
}

export function actionSanitizer<A>(action: A): A {
  return redactSecrets(action) as A;
}

export function stateSanitizer<S>(state: S): S {
  return redactSecrets(state) as S;
}
