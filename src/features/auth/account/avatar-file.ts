// Profile photo limits of the contract: JPEG, PNG or WebP, at most 2 MB.
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const AVATAR_MAX_MB = 2;
export const AVATAR_MAX_BYTES = AVATAR_MAX_MB * 1024 * 1024;

/** The i18n key of what is wrong with a chosen file, or null when it can be uploaded. */
export function avatarFileError(file: File): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'profile.avatar.wrongType';
  if (file.size > AVATAR_MAX_BYTES) return 'profile.avatar.tooLarge';
  return null;
}
