import type { Database } from '../../db/client.ts';
import { badRequest, type ApiError } from '../../lib/api-error.ts';
import { detectImageKind, type ImageKind } from '../../lib/images.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import { violatedUniqueConstraint } from '../../lib/unique-violation.ts';
import { ACCOUNT_LIMITS } from './constants.ts';
import { isEmailTaken, isPhoneTaken, USER_EMAIL_UNIQUE, USER_PHONE_UNIQUE } from './repository.ts';

// Rules on account fields that sign-up and the profile share.

const EMAIL_TAKEN = () =>
  badRequest('An account with this email already exists', 'email_taken', 'email');
const PHONE_TAKEN = () =>
  badRequest('An account with this phone number already exists', 'phone_taken', 'phone_number');

// "+971 (50) 123-4567" and "+971501234567" are one number: separators are dropped, and what
// is left must be 7 to 15 digits (E.164's longest), with an optional leading +.
export function normalizePhoneNumber(raw: string): string {
  const compact = raw.replace(/[\s().-]/g, '');
  const { phoneDigitsMin: min, phoneDigitsMax: max } = ACCOUNT_LIMITS;
  if (!new RegExp(`^\\+?[0-9]{${min},${max}}$`).test(compact)) {
    throw badRequest(`phone_number: must have ${min} to ${max} digits`, 'invalid', 'phone_number');
  }
  return compact;
}

// Checked before writing, for a clear answer; the unique indexes still decide when two
// requests race (see uniqueViolationError).
export async function assertEmailAndPhoneFree(
  db: Database,
  fields: { email?: string; phoneNumber?: string },
  exceptUserId?: string,
): Promise<void> {
  if (fields.email !== undefined && (await isEmailTaken(db, fields.email, exceptUserId))) {
    throw EMAIL_TAKEN();
  }
  if (
    fields.phoneNumber !== undefined &&
    (await isPhoneTaken(db, fields.phoneNumber, exceptUserId))
  ) {
    throw PHONE_TAKEN();
  }
}

// The 400 for a write that lost a race on the email or phone index, or null for other errors.
export function uniqueViolationError(error: unknown): ApiError | null {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === USER_EMAIL_UNIQUE) return EMAIL_TAKEN();
  if (constraint === USER_PHONE_UNIQUE) return PHONE_TAKEN();
  return null;
}

// An avatar must be a JPEG, PNG or WebP picture, by its bytes, whatever its name says.
export function checkAvatar(file: UploadedFile): ImageKind {
  const kind = detectImageKind(file.data);
  if (!kind) {
    throw badRequest('Image must be a JPEG, PNG or WebP picture', 'image_invalid', 'image');
  }
  return kind;
}

export const AVATAR_TOO_LARGE = badRequest(
  `Image must be at most ${ACCOUNT_LIMITS.avatarMaxBytes / 1024 / 1024} MB`,
  'image_too_large',
  'image',
);
