import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import type { Profile } from '@server/modules/profile/schemas.ts';

import { sessionExpired, tokensRefreshed } from '@/api/session-events';
import { readTokens } from '@/lib/token-storage';

export interface SessionUser {
  user_id: string;
  name: string;
  email: string | null;
  /** A new email waiting for the code mailed to it; null when none is. */
  pending_email: string | null;
  phone_number: string;
  image: string | null;
  /** 'support' for support staff, who see the support screen. */
  role: Profile['role'];
  /** When the account was made (ISO); absent from a session saved before it was sent. */
  member_since?: string;
}

export interface AuthState {
  user: SessionUser | null;
  accessToken: string | null;
}

/**
 * 'checking': a token is stored but its profile has not arrived yet (app start, or just after
 * signing in); guards wait instead of sending the traveller to /login.
 */
export type SessionStatus = 'checking' | 'signed-in' | 'guest';

const authSlice = createSlice({
  name: 'auth',
  initialState: (): AuthState => ({ user: null, accessToken: readTokens()?.access ?? null }),
  reducers: {
    /** New tokens were saved (login, verified sign-up); the profile is fetched next. */
    tokensStored(state, action: PayloadAction<string>) {
      state.accessToken = action.payload;
    },
    userLoaded(state, action: PayloadAction<SessionUser>) {
      state.user = action.payload;
    },
    signedOut(state) {
      state.user = null;
      state.accessToken = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(tokensRefreshed, (state, action) => {
        state.accessToken = action.payload.access;
      })
      .addCase(sessionExpired, (state) => {
        state.user = null;
        state.accessToken = null;
      });
  },
  selectors: {
    selectUser: (state) => state.user,
    // §4: signed in needs both a loaded user and a stored access token.
    selectIsSignedIn: (state) => state.user !== null && state.accessToken !== null,
    selectIsSupportStaff: (state) => state.user?.role === 'support',
    selectSessionStatus: (state): SessionStatus => {
      if (state.accessToken === null) return 'guest';
      return state.user === null ? 'checking' : 'signed-in';
    },
  },
});

export const { tokensStored, userLoaded, signedOut } = authSlice.actions;
export const { selectUser, selectIsSignedIn, selectIsSupportStaff, selectSessionStatus } =
  authSlice.selectors;
export const authReducer = authSlice.reducer;
