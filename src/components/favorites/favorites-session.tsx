import { createContext, useContext } from 'react';

/**
 * Whether the traveller is signed in, for the hearts: they are shared building blocks inside
 * feature screens, which do not know the auth feature, so the app layer provides the session
 * here (app/layout/root-layout.tsx). 'checking': a stored session is being confirmed.
 */
export type FavoritesSession = 'checking' | 'signed-in' | 'guest';

const FavoritesSessionContext = createContext<FavoritesSession>('guest');

export const FavoritesSessionProvider = FavoritesSessionContext.Provider;

export const useFavoritesSession = () => useContext(FavoritesSessionContext);
