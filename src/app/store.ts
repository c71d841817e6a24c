import {
  combineSlices,
  configureStore,
  createAction,
  createDynamicMiddleware,
  type Reducer,
} from '@reduxjs/toolkit';
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

import { onApiLoaded, type LoadedApi } from '@/api/api-loaded';
import type { InProcessApi } from '@/api/base-query';
import { firstScreenAnswers, type FirstScreenAnswers } from '@/api/first-screen-answers';
import { favoritesReducer } from '@/components/favorites/favorites-slice';
import { authReducer } from '@/features/auth/auth-slice';
import { carBookingReducer } from '@/features/cars/booking/car-booking-slice';
import { flightBookingReducer } from '@/features/flights/booking/flight-booking-slice';
import { flightSearchReducer } from '@/features/flights/flight-search-slice';
import { homeReducer } from '@/features/home/home-slice';
import { hotelBookingReducer } from '@/features/hotels/booking/hotel-booking-slice';
import { hotelSearchReducer } from '@/features/hotels/hotel-search-slice';
import { savePreferences } from '@/features/preferences/save-preferences';
import { preferencesReducer } from '@/features/preferences/preferences-slice';
import { createActionRecorder } from '@/lib/support/action-recorder';

import { actionSanitizer, stateSanitizer } from './devtools-sanitizers';
import { persistConfig } from './persistence';

// RTK Query's state joins when the API loads (src/api/api-loaded.ts).
interface LazyLoadedSlices {
  api: ReturnType<LoadedApi['api']['reducer']>;
}

export const rootReducer = combineSlices({
  auth: authReducer,
  preferences: preferencesReducer,
  home: homeReducer,
  flightSearch: flightSearchReducer,
  flightBooking: flightBookingReducer,
  hotelSearch: hotelSearchReducer,
  hotelBooking: hotelBookingReducer,
  favorites: favoritesReducer,
  carBooking: carBookingReducer,
}).withLazyLoadedSlices<LazyLoadedSlices>();

// Typed with the API's state: only code that has loaded the API reads it.
export type RootState = ReturnType<typeof rootReducer> & LazyLoadedSlices;

/** The API has joined the store: its state is filled in before anything reads it. */
export const apiJoined = createAction('app/apiJoined');

export interface StoreOptions {
  /** API answers to start RTK Query's cache with (the server's first screen drew them). */
  answers?: FirstScreenAnswers;
  /** The API answered in process, for a store on the server (see base-query.ts). */
  inProcessApi?: InProcessApi;
}

export function makeStore(
  preloadedState?: Partial<RootState>,
  { answers, inProcessApi }: StoreOptions = {},
) {
  const apiMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: persistReducer<RootState>(persistConfig, rootReducer as Reducer<RootState>),
    preloadedState: preloadedState as (RootState & PersistPartial) | undefined,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: { inProcessApi } },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(savePreferences)
        .concat(apiMiddleware.middleware)
        // Last, so it records the plain actions the reducers see (problem reports, issue 14).
        .concat(createActionRecorder()),
    devTools: { name: 'Safar', actionSanitizer, stateSanitizer },
  });
  onApiLoaded(({ api, setupListeners }) => {
    rootReducer.inject(api);
    apiMiddleware.addMiddleware(api.middleware);
    store.dispatch(apiJoined());
    if (answers) store.dispatch(firstScreenAnswers(answers));
    setupListeners(store.dispatch);
  });
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export function makePersistor(store: AppStore) {
  return persistStore(store);
}
