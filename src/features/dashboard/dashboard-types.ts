// What the dashboard needs from the account it shows. The app layer fills it from the auth
// feature (features do not import each other).
export interface DashboardAccount {
  name: string | null;
  /** The avatar's URL, or null for initials. */
  image: string | null;
  /** When the account was made (ISO), for "Member since March 2026". */
  memberSince: string | null;
  onLogout: () => void | Promise<void>;
  loggingOut: boolean;
}
