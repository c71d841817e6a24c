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
import type { CarBookingState } from '@/features/cars/booking/car-booking-slice';
import type { FlightBookingState } from '@/features/flights/booking/flight-booking-slice';
import type { FlightSearchState } from '@/features/flights/flight-search-slice';
import { homeReducer } from '@/features/home/home-slice';
import type { HotelBookingState } from '@/features/hotels/booking/hotel-booking-slice';
import type { HotelSearchFormState } from '@/features/hotels/hotel-search-slice';
import { savePreferences } from '@/features/preferences/save-preferences';
import { preferencesReducer } from '@/features/preferences/preferences-slice';
import { isSliceLoaded, onSliceLoaded } from '@/lib/lazy-slices';
import { createActionRecorder } from '@/lib/support/action-recorder';

import { actionSanitizer, stateSanitizer } from './devtools-sanitizers';
import { persistConfig } from './persistence';

// RTK Query's state joins when the API loads (src/api/api-loaded.ts); the search forms' and the
// booking wizards' when their features load (src/lib/lazy-slices.ts).
interface LazyLoadedSlices {
  api: ReturnType<LoadedApi['api']['reducer']>;
  flightSearch: FlightSearchState;
  flightBooking: FlightBookingState;
  hotelSearch: HotelSearchFormState;
  hotelBooking: HotelBookingState;
  carBooking: CarBookingState;
}
const LAZY_SLICES = [
  'flightSearch',
  'flightBooking',
  'hotelSearch',
  'hotelBooking',
  'carBooking',
] as const satisfies (keyof LazyLoadedSlices)[];

export const rootReducer = combineSlices({
  auth: authReducer,
  preferences: preferencesReducer,
  home: homeReducer,
  favorites: favoritesReducer,
}).withLazyLoadedSlices<LazyLoadedSlices>();

// The registry knows a slice only by its path; LazyLoadedSlices types each one.
onSliceLoaded((slice) => rootReducer.inject(slice as Parameters<typeof rootReducer.inject>[0]));

// Typed with the lazy slices' state: only code that has loaded a slice reads it, through its
// selectors (and the API's, once the API has joined).
export type RootState = ReturnType<typeof rootReducer> & LazyLoadedSlices;

/*
 * redux-persist brings back a lazy slice's stored state at start, whether or not its feature has
 * loaded. Until the slice joins, combineReducers would drop that state at the next action and
 * redux-persist would then delete it from storage, losing a saved draft: it is kept as it came
 * back, for the slice to take over when it joins.
 */
function keepingUntilJoined(reducer: Reducer<RootState>): Reducer<RootState> {
  return (state, action) => {
    const waiting = LAZY_SLICES.filter(
      (name) => state?.[name] !== undefined && !isSliceLoaded(name),
    );
    if (!state || waiting.length === 0) return reducer(state, action);
    const rest = Object.fromEntries(
      Object.entries(state).filter(([name]) => !(waiting as string[]).includes(name)),
    ) as RootState;
    const next = reducer(rest, action);
    if (next === rest) return state;
    return { ...next, ...Object.fromEntries(waiting.map((name) => [name, state[name]])) };
  };
}

/**
 * The store's reducer: Safar's slices under redux-persist. A new one per store (redux-persist
 * keeps its storage writer in it); Redux DevTools replays a support report through this one.
 */
export function createAppReducer(): Reducer<RootState & PersistPartial> {
  return persistReducer<RootState>(
    persistConfig,
    keepingUntilJoined(rootReducer as Reducer<RootState>),
  ) as Reducer<RootState & PersistPartial>;
}

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
    reducer: createAppReducer(),
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
