import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const SEARCH_TABS = ['flights', 'hotels'] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];

export interface HomeState {
  searchTab: SearchTab;
}

export const isSearchTab = (value: unknown): value is SearchTab =>
  typeof value === 'string' && (SEARCH_TABS as readonly string[]).includes(value);

const homeSlice = createSlice({
  name: 'home',
  initialState: { searchTab: 'flights' } as HomeState,
  reducers: {
    searchTabChanged(state, action: PayloadAction<SearchTab>) {
      state.searchTab = action.payload;
    },
  },
  selectors: {
    selectSearchTab: (state) => state.searchTab,
  },
});

export const { searchTabChanged } = homeSlice.actions;
export const { selectSearchTab } = homeSlice.selectors;
export const homeReducer = homeSlice.reducer;

/** Keeps a rehydrated home state only when it has the shape this version expects. */
export function sanitizeHomeState(value: unknown): HomeState | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const tab = (value as { searchTab?: unknown }).searchTab;
  return isSearchTab(tab) ? { searchTab: tab } : undefined;
}
