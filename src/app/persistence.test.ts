import type { PersistedState } from 'redux-persist';

import { offerFor, savedWizard } from '../../mocks/booking-fixtures';
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

  it('brings the booking wizard back as it was, without any card data', async () => {
    const wizard = savedWizard({ step: 2, payment: { method: 'credit-card', agreeTerms: true } });
    const stored = JSON.parse(JSON.stringify({ flightBooking: { wizard } }));
    stored.flightBooking.wizard.payment.card = { number: '4242424242424242', cvv: '123' };
    stored.flightBooking.cardNumber = '4242424242424242';
    const state = await migratePersistedState(persisted(stored), PERSIST_VERSION);
    expect(state).toMatchObject({ flightBooking: { wizard } });
    expect(JSON.stringify(state)).not.toMatch(/4242|cvv/);
  });

  it('drops a corrupt booking wizard and starts the traveller again', async () => {
    const state = await migratePersistedState(
      persisted({
        flightBooking: { wizard: { ...savedWizard(), offer: { ...offerFor(), itineraries: 'x' } } },
      }),
      PERSIST_VERSION,
    );
    expect(state).toMatchObject({ flightBooking: { wizard: null } });
  });

  it('brings a device from version 1 to 2 with no favorites, and keeps its other slices', async () => {
    const state = await migratePersistedState(persisted({ home: { searchTab: 'hotels' } }, 1), 2);
    expect(state).toMatchObject({ home: { searchTab: 'hotels' }, favorites: { guest: [] } });
  });

  it('keeps a guest’s favorites, without a corrupt one', async () => {
    const favorite = {
      kind: 'flight',
      key: 'abc1234def5678',
      snapshot: { name: 'DXB → CDG', imageUrl: null, price: null, search: '' },
      item: { offer: { id: 'abc1234def5678' } },
      savedAt: '2099-01-01T10:00:00.000Z',
    };
    const state = await migratePersistedState(
      persisted({ favorites: { guest: [favorite, { ...favorite, key: '' }] } }),
      PERSIST_VERSION,
    );
    expect(state).toMatchObject({ favorites: { guest: [favorite] } });
  });
});
