import { ApiError, badRequest } from '../../lib/api-error.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import { avatarUrl } from '../../plugins/media.ts';
import {
  assertEmailAndPhoneFree,
  checkAvatar,
  normalizePhoneNumber,
  uniqueViolationError,
} from '../auth/accounts.ts';
import { redeemUserCode, sendCode } from '../auth/codes.ts';
import type { AuthDeps } from '../auth/deps.ts';
import { emailChangedMail } from './mail.ts';
import { findUserById, type UserRow } from '../auth/repository.ts';
import { updateProfile, type ProfileChanges } from './repository.ts';
import type { Profile, ProfileUpdate } from './schemas.ts';

// The account vanished between the token check and here (deleted meanwhile).
const GONE = () =>
  new ApiError(401, { detail: 'This account no longer exists.', code: 'token_invalid' });

const NO_EMAIL_CHANGE = () =>
  badRequest('There is no new email address waiting to be confirmed.', 'no_pending_email');

export function toProfile(user: UserRow): Profile {
  return {
    user_id: user.id,
    name: user.name,
    email: user.email,
    pending_email: user.pendingEmail,
    phone_number: user.phoneNumber,
    image: avatarUrl(user.image),
    role: user.role,
    member_since: user.createdAt.toISOString(),
  };
}

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

// The email is how an account signs in and resets its password, so a new one counts only once
// the code mailed to it comes back (confirmEmailChange); until then it waits as pending_email.
// Sending the current address again (in any letter case) drops a pending change.
function emailChanges(current: UserRow, email: string | undefined): ProfileChanges {
  if (email === undefined) return {};
  if (sameAddress(email, current.email)) return { email, pendingEmail: null };
  return { pendingEmail: email };
}

export async function getProfile(deps: AuthDeps, userId: string): Promise<Profile> {
  const user = await findUserById(deps.db, userId);
  if (!user) throw GONE();
  return toProfile(user);
}

// Every query here is scoped to the signed-in user's id; nothing in the body picks the account.
export async function changeProfile(
  deps: AuthDeps,
  userId: string,
  update: ProfileUpdate,
  image: UploadedFile | null,
): Promise<Profile> {
  const current = await findUserById(deps.db, userId);
  if (!current) throw GONE();
  const changes: ProfileChanges = emailChanges(current, update.email);
  if (update.name !== undefined) changes.name = update.name;
  if (update.phone_number !== undefined) {
    changes.phoneNumber = normalizePhoneNumber(update.phone_number);
  }
  const imageKind = image ? checkAvatar(image) : null;
  await assertEmailAndPhoneFree(
    deps.db,
    { email: changes.pendingEmail ?? undefined, phoneNumber: changes.phoneNumber },
    userId,
  );

  if (image && imageKind) changes.image = await deps.avatars.save(image.data, imageKind);
  let updated;
  try {
    updated = await updateProfile(deps.db, userId, changes, deps.clock.now());
  } catch (error) {
    if (changes.image) await deps.avatars.remove(changes.image);
    throw uniqueViolationError(error) ?? error;
  }
  if (!updated) throw GONE();
  // The old picture goes once the new one is in place; its URL is never reused.
  if (changes.image && current.image) await deps.avatars.remove(current.image);
  // A code for a new address (unless one went to it in the last minute: that one still works).
  if (changes.pendingEmail) {
    await sendCode(deps, { id: userId, email: changes.pendingEmail }, 'email_change');
  }
  return toProfile(updated);
}

// The code from the new address makes it the account's email; the old address is told.
export async function confirmEmailChange(
  deps: AuthDeps,
  userId: string,
  otp: string,
  clientIp: string,
): Promise<Profile> {
  const current = await findUserById(deps.db, userId);
  if (!current) throw GONE();
  if (current.pendingEmail === null) throw NO_EMAIL_CHANGE();
  await assertEmailAndPhoneFree(deps.db, { email: current.pendingEmail }, userId);
  let changed;
  try {
    ({ value: changed } = await redeemUserCode(
      deps,
      current,
      otp,
      'email_change',
      clientIp,
      async (tx, user) => {
        if (user.pendingEmail === null) throw NO_EMAIL_CHANGE();
        const changes = { email: user.pendingEmail, pendingEmail: null };
        return updateProfile(tx, user.id, changes, deps.clock.now());
      },
    ));
  } catch (error) {
    throw uniqueViolationError(error) ?? error;
  }
  if (!changed) throw GONE();
  deps.mail.sendLater(emailChangedMail(current.email, changed.email));
  return toProfile(changed);
}
