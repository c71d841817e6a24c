import { createAction } from '@reduxjs/toolkit';

// The base query lives below the features, so it announces session changes as plain actions
// that the auth feature's slice reacts to.
export const tokensRefreshed = createAction<{ access: string; refresh: string }>(
  'session/tokensRefreshed',
);
export const sessionExpired = createAction('session/expired');
