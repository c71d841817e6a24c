import { redact } from '@/lib/redaction';

// Redux DevTools stay on in production for support staff; what they see goes through the same
// redaction as a problem report (src/lib/redaction.ts): secrets and personal data never leave the
// page, in key names or in free text.

export function actionSanitizer<A>(action: A): A {
  return redact(action);
}

export function stateSanitizer<S>(state: S): S {
  return redact(state);
}
