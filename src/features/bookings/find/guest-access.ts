// The guest's access to the booking they opened, kept for this tab only (sessionStorage): a
// reload keeps the booking open, closing the tab forgets it. Never in the account's tokens or in
// the persisted store.

const KEY = 'safar.guestBooking';

export interface GuestAccess {
  reference: string;
  email: string;
  access: string;
}

export function readGuestAccess(): GuestAccess | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    const access = value as Partial<GuestAccess> | null;
    return typeof access?.access === 'string' &&
      typeof access.reference === 'string' &&
      typeof access.email === 'string'
      ? (access as GuestAccess)
      : null;
  } catch {
    return null;
  }
}

export function saveGuestAccess(access: GuestAccess): void {
  sessionStorage.setItem(KEY, JSON.stringify(access));
}

export function clearGuestAccess(): void {
  sessionStorage.removeItem(KEY);
}
