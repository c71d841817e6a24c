import { ApiError } from '../../lib/api-error.ts';
import type { UploadedFile } from '../../lib/multipart.ts';
import { avatarUrl } from '../../plugins/media.ts';
import {
  assertEmailAndPhoneFree,
  checkAvatar,
  normalizePhoneNumber,
  uniqueViolationError,
} from '../auth/accounts.ts';
import type { AuthDeps } from '../auth/deps.ts';
import { findUserById, type UserRow } from '../auth/repository.ts';
import { updateProfile, type ProfileChanges } from './repository.ts';
import type { Profile, ProfileUpdate } from './schemas.ts';

// The account vanished between the token check and here (deleted meanwhile).
const GONE = () =>
  new ApiError(401, { detail: 'This account no longer exists.', code: 'token_invalid' });

export function toProfile(user: UserRow): Profile {
  return {
    user_id: user.id,
    name: user.name,
    email: user.email,
    phone_number: user.phoneNumber,
    image: avatarUrl(user.image),
  };
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
  const changes: ProfileChanges = {};
  if (update.name !== undefined) changes.name = update.name;
  if (update.email !== undefined) changes.email = update.email;
  if (update.phone_number !== undefined) {
    changes.phoneNumber = normalizePhoneNumber(update.phone_number);
  }
  const imageKind = image ? checkAvatar(image) : null;
  await assertEmailAndPhoneFree(
    deps.db,
    { email: changes.email, phoneNumber: changes.phoneNumber },
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
  return toProfile(updated);
}
