import { useAppSelector } from '@/app/hooks';

import { selectUser } from '../auth-slice';

import { useLogout } from './use-logout';

/**
 * What the dashboard's sidebar shows and does: who is signed in, and logging out; null while a
 * stored session is being checked (nobody is known yet).
 */
export function useAccountSummary() {
  const user = useAppSelector(selectUser);
  const { logout, loggingOut } = useLogout();
  if (!user) return null;
  return {
    name: user.name,
    image: user.image,
    memberSince: user.member_since ?? null,
    onLogout: logout,
    loggingOut,
  };
}
