import { useAppSelector } from '@/app/hooks';

import { selectUser } from '../auth-slice';

import { useLogout } from './use-logout';

/** What the dashboard's sidebar shows and does: who is signed in, and logging out. */
export function useAccountSummary() {
  const user = useAppSelector(selectUser);
  const { logout, loggingOut } = useLogout();
  return {
    name: user?.name ?? null,
    image: user?.image ?? null,
    memberSince: user?.member_since ?? null,
    onLogout: logout,
    loggingOut,
  };
}
