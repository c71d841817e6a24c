import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

import { BUSY_CODE } from '@server/modules/overload/constants.ts';

import { apiErrorCode, type ApiErrorBody } from '@/api/error-message';

export type AuthRequestError = FetchBaseQueryError | SerializedError | undefined;

/** Translated texts for the contract's one-time-code errors, wherever a code is entered. */
export const OTP_ERROR_KEYS = {
  otp_invalid: 'otp.invalid',
  otp_expired: 'otp.expired',
  otp_locked: 'otp.locked',
};

/** Errors any account form may meet: the server too busy to check a password right now. */
const EVERY_FORM_ERROR_KEYS: Readonly<Record<string, string>> = {
  [BUSY_CODE]: 'validation.busy',
};

function bodyOf(error: AuthRequestError): ApiErrorBody {
  if (!error || !('status' in error)) return {};
  return typeof error.data === 'object' && error.data !== null ? (error.data as ApiErrorBody) : {};
}

/** The server's own words (detail, else message), or null when it gave none. */
export function serverMessage(error: AuthRequestError): string | null {
  const { detail, message } = bodyOf(error);
  if (typeof detail === 'string' && detail) return detail;
  if (typeof message === 'string' && message) return message;
  return null;
}

/** The form field the server blamed, when it named one. */
export function serverField(error: AuthRequestError): string | null {
  const { field } = bodyOf(error);
  return typeof field === 'string' && field ? field : null;
}

/**
 * §8's "the server message, else <fallback>", with one refinement: the codes the contract names
 * have their own translated text, so an Arabic page does not show the server's English.
 * Returns an i18n key (known code or fallback) or the server's text, tagged so the caller knows
 * which one to translate.
 */
export function describeAuthError(
  error: AuthRequestError,
  codeKeys: Readonly<Record<string, string>>,
  fallbackKey: string,
): { key: string } | { text: string } {
  const code = apiErrorCode(error);
  const known = code ? (codeKeys[code] ?? EVERY_FORM_ERROR_KEYS[code]) : undefined;
  if (known) return { key: known };
  const text = serverMessage(error);
  return text ? { text } : { key: fallbackKey };
}
