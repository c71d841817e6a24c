import type { redact as Redact } from '@server/shared/redaction/redactor.ts';

// Redux DevTools stay on in production for support staff; what they see goes through the same
// redaction as a problem report (server/src/shared/redaction/): secrets and personal data never leave the
// page, in key names or in free text.
//
// The store calls these only when the DevTools extension is there, so the redaction's code loads
// on that first call and is not part of every visitor's first download. Until it has loaded, the
// DevTools see each action's type and a note instead of the state: nothing unredacted, ever.

let redact: typeof Redact | null = null;
let loading: Promise<void> | null = null;

/** Loads the redaction (the sanitizers start it themselves; tests wait for it). */
export function loadRedaction(): Promise<void> {
  loading ??= import(
    /* webpackChunkName: "redaction" */ '@server/shared/redaction/redactor.ts'
  ).then(
    (module) => void (redact = module.redact),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const NOT_YET = '[redaction loading]';

export function actionSanitizer<A>(action: A): A {
  if (redact) return redact(action);
  loadRedaction().catch(() => {});
  const type = (action as { type?: unknown }).type;
  return { type: typeof type === 'string' ? type : NOT_YET, payload: NOT_YET } as A;
}

export function stateSanitizer<S>(state: S): S {
  if (redact) return redact(state);
  loadRedaction().catch(() => {});
  return NOT_YET as S;
}
