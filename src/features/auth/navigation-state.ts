// What the auth screens hand each other through navigation state, read defensively: state can
// come from an old history entry or another page, so every field is checked before use.

export interface VerifyOtpState {
  email: string;
  phone_number?: string;
  /** 'forget' when the code resets a password (§4). */
  from?: 'forget';
  /** Where a new traveller was going before signing up (a safe same-site path). */
  returnTo?: string;
}

/** What /login and /signup take from the screen before: where to go once signed in. */
export interface ReturnState {
  from: string;
}

export interface ResetPasswordState {
  email: string;
  reset_token: string;
}

const DEFAULT_AFTER_LOGIN = '/dashboard';
// Returning to these after signing in would be a loop or a dead end.
const AUTH_PATHS = ['/login', '/signup', '/verify-otp', '/forgot-password', '/reset-password'];

const record = (state: unknown): Record<string, unknown> =>
  typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

export function readVerifyOtpState(state: unknown): VerifyOtpState | null {
  const { email, phone_number: phone, from, returnTo } = record(state);
  const address = text(email);
  if (!address) return null;
  const destination = from === 'forget' ? null : safeReturnPath(returnTo);
  return {
    email: address,
    ...(text(phone) ? { phone_number: text(phone) as string } : {}),
    ...(from === 'forget' ? { from } : {}),
    ...(destination ? { returnTo: destination } : {}),
  };
}

export function readResetPasswordState(state: unknown): ResetPasswordState | null {
  const { email, reset_token: token } = record(state);
  const address = text(email);
  const resetToken = text(token);
  return address && resetToken ? { email: address, reset_token: resetToken } : null;
}

/** The email a previous screen already knows (e.g. after a reset), to prefill sign-in. */
export function readEmailHint(state: unknown): string {
  return text(record(state).email) ?? '';
}

/**
 * A place to return to: a path (pathname + search + hash) or a location object, when it is a
 * same-site path outside the auth screens; else null. Anything else (another site's
 * '//evil.example', a loop back to /login) is dropped.
 */
export function safeReturnPath(from: unknown): string | null {
  let path = text(from);
  if (!path && typeof from === 'object' && from !== null) {
    const { pathname, search, hash } = record(from);
    path = text(pathname) && `${pathname as string}${text(search) ?? ''}${text(hash) ?? ''}`;
  }
  const sameSite = path?.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
  if (!path || !sameSite) return null;
  const pathname = path.split(/[?#]/)[0];
  return AUTH_PATHS.includes(pathname ?? '') ? null : path;
}

/** Where sign-in returns to: state.from when it is safe (safeReturnPath); else /dashboard (§9). */
export function redirectAfterLogin(state: unknown): string {
  return safeReturnPath(record(state).from) ?? DEFAULT_AFTER_LOGIN;
}

/**
 * The state that carries a return path on through the next auth screen (login ⇄ sign-up), or
 * undefined when there is nowhere to return to.
 */
export function returnState(returnTo: string | null | undefined): ReturnState | undefined {
  return returnTo ? { from: returnTo } : undefined;
}

/** The safe return path in a screen's navigation state (state.from), else null. */
export function readReturnTo(state: unknown): string | null {
  return safeReturnPath(record(state).from);
}
