import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
} from 'redux-persist';
import type { PersistPartial } from 'redux-persist/es/persistReducer';

import { baseApi } from '@/api/base-api';
import { favoritesReducer } from '@/components/favorites/favorites-slice';
import { authReducer } from '@/features/auth/auth-slice';
import { carBookingReducer } from '@/features/cars/booking/car-booking-slice';
import { flightBookingReducer } from '@/features/flights/booking/flight-booking-slice';
import { flightSearchReducer } from '@/features/flights/flight-search-slice';
import { homeReducer } from '@/features/home/home-slice';
import { hotelBookingReducer } from '@/features/hotels/booking/hotel-booking-slice';
import { hotelSearchReducer } from '@/features/hotels/hotel-search-slice';
import { preferencesListener } from '@/features/preferences/preferences-listener';
import { preferencesReducer } from '@/features/preferences/preferences-slice';
import { createActionRecorder } from '@/lib/support/action-recorder';

import { actionSanitizer, stateSanitizer } from './devtools-sanitizers';
import { persistConfig } from './persistence';

export const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  auth: authReducer,
  preferences: preferencesReducer,
  home: homeReducer,
  flightSearch: flightSearchReducer,
  flightBooking: flightBookingReducer,
  hotelSearch: hotelSearchReducer,
  hotelBooking: hotelBookingReducer,
  favorites: favoritesReducer,
  carBooking: carBookingReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: persistReducer<RootState>(persistConfig, rootReducer),
    preloadedState: preloadedState as (RootState & PersistPartial) | undefined,
    middleware: (getDefault) =>
      getDefault({
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(preferencesListener.middleware)
        .concat(baseApi.middleware)
        // Last, so it records the plain actions the reducers see (problem reports, issue 14).
        .concat(createActionRecorder()),
    devTools: { name: 'Safar', actionSanitizer, stateSanitizer },
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export function makePersistor(store: AppStore) {
  return persistStore(store);
}
