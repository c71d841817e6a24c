// Safe access to Web Storage: private browsing, full quotas and disabled storage must never
// break the app, so every call degrades to "nothing stored".

export type StorageArea = 'local' | 'session';

function area(which: StorageArea): Storage | null {
  // The server's drawing of a first screen has no window: nothing stored, without the throw and
  // catch that each of its stores would pay a dozen times.
  if (typeof window === 'undefined') return null;
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readItem(key: string, which: StorageArea = 'local'): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(key: string, value: string, which: StorageArea = 'local'): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the value simply does not survive a reload.
  }
}

export function removeItem(key: string, which: StorageArea = 'local'): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to remove when storage is unavailable.
  }
}

/** Reads a value that must be one of `allowed`; anything else is removed and `null` returned. */
export function readChoice<T extends string>(key: string, allowed: readonly T[]): T | null {
  const value = readItem(key);
  if (value === null) return null;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  removeItem(key);
  return null;
}
