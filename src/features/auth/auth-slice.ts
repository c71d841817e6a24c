import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { sessionExpired, tokensRefreshed } from '@/api/session-events';
import { readTokens } from '@/lib/token-storage';

export interface SessionUser {
  user_id: string;
  name: string;
  email: string | null;
  phone_number: string;
  image: string | null;
}

export interface AuthState {
  user: SessionUser | null;
  accessToken: string | null;
}

const authSlice = createSlice({
  name: 'auth',
  initialState: (): AuthState => ({ user: null, accessToken: readTokens()?.access ?? null }),
  reducers: {
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
  },
});

export const { userLoaded, signedOut } = authSlice.actions;
export const { selectUser, selectIsSignedIn } = authSlice.selectors;
export const authReducer = authSlice.reducer;
