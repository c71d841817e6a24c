import type { PersistedState } from 'redux-persist';

import { PERSIST_VERSION, migratePersistedState } from './persistence';

const persisted = (state: object, version = PERSIST_VERSION) =>
  ({ ...state, _persist: { version, rehydrated: false } }) as PersistedState;

describe('migratePersistedState', () => {
  it('keeps a well-formed slice', async () => {
    const state = await migratePersistedState(
      persisted({ home: { searchTab: 'hotels' } }),
      PERSIST_VERSION,
    );
    expect(state).toMatchObject({ home: { searchTab: 'hotels' } });
  });

  it('drops foreign shapes and unknown keys instead of breaking start-up', async () => {
    const state = await migratePersistedState(
      persisted({ home: { searchTab: 'trains' }, auth: { accessToken: 'x' }, other: 1 }),
      PERSIST_VERSION,
    );
    expect(state).toEqual({ _persist: { version: PERSIST_VERSION, rehydrated: false } });
  });

  it('drops everything written by a newer build', async () => {
    const state = await migratePersistedState(
      persisted({ home: { searchTab: 'hotels' } }, PERSIST_VERSION + 1),
      PERSIST_VERSION,
    );
    expect(state).toBeUndefined();
  });

  it('treats a non-object as nothing stored', async () => {
    expect(await migratePersistedState(undefined, PERSIST_VERSION)).toBeUndefined();
  });
});
