import { createContext, useContext, type ReactNode } from 'react';

/*
 * Who changes a booking: its signed-in owner (the session's token, the default) or a guest who
 * opened it with find my booking, whose token for that one booking the change calls carry
 * (change-api.ts). The find-my-booking panel provides it around the booking it shows, so each
 * kind's change dialog works for both without knowing which.
 */
const GuestChangeAccessContext = createContext<string | undefined>(undefined);

interface GuestChangeAccessProps {
  access: string;
  children: ReactNode;
}

export function GuestChangeAccess({ access, children }: GuestChangeAccessProps) {
  return <GuestChangeAccessContext value={access}>{children}</GuestChangeAccessContext>;
}

/** The guest's token for the booking being changed; undefined for its signed-in owner. */
export function useGuestChangeAccess(): string | undefined {
  return useContext(GuestChangeAccessContext);
}
