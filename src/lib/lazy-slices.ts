import type { Reducer, Slice, SliceCaseReducers, SliceSelectors } from '@reduxjs/toolkit';

/*
 * Slices no page's first screen reads (the search forms, the booking wizards) come with the
 * features that use them rather than in every page's first download. Each announces itself here
 * as its module is evaluated, before its feature can dispatch to it, and the store takes it in
 * (app/store.ts); until then the store keeps whatever state redux-persist brought back for it.
 * Its selectors read its initial state while the store has none yet: a slice that joins has no
 * state until the store's next action.
 */

interface LoadedSlice {
  reducerPath: string;
  reducer: Reducer;
}

const loaded = new Map<string, LoadedSlice>();
let join: ((slice: LoadedSlice) => void) | null = null;

/** Announces a slice that loads with its feature; returns its selectors. */
export function lazySlice<
  State,
  CaseReducers extends SliceCaseReducers<State>,
  Name extends string,
  ReducerPath extends string,
  Selectors extends SliceSelectors<State>,
>(slice: Slice<State, CaseReducers, Name, ReducerPath, Selectors>) {
  loaded.set(slice.reducerPath, slice);
  join?.(slice);
  return slice.getSelectors(
    (state: { [Path in ReducerPath]?: State }) =>
      state[slice.reducerPath] ?? slice.getInitialState(),
  );
}

export const isSliceLoaded = (reducerPath: string) => loaded.has(reducerPath);

/** For the store: calls `listener` with each slice loaded so far, then with each as it loads. */
export function onSliceLoaded(listener: (slice: LoadedSlice) => void) {
  join = listener;
  for (const slice of loaded.values()) listener(slice);
}
