import type { Persistor } from 'redux-persist';

import { searchTabChanged } from '@/features/home/home-slice';
import { isSliceLoaded } from '@/lib/lazy-slices';

import { carDraft } from '../../mocks/car-fixtures';

import { PERSIST_VERSION } from './persistence';
import { makePersistor, makeStore } from './store';

// The car wizard's slice loads with the car booking page (lib/lazy-slices.ts): this file imports
// it only once a test says so, as a page that never shows the wizard never does.

const bootstrapped = (persistor: Persistor) =>
  new Promise<void>((resolve) => {
    const check = () => persistor.getState().bootstrapped && resolve();
    persistor.subscribe(check);
    check();
  });

async function storedCarBooking(persistor: Persistor) {
  await persistor.flush();
  const stored = JSON.parse(localStorage.getItem('persist:safar') ?? '{}') as Record<
    string,
    string
  >;
  return stored.carBooking === undefined ? undefined : (JSON.parse(stored.carBooking) as unknown);
}

describe('a slice that loads with its feature', () => {
  it('keeps a saved draft, in the store and in storage, until the slice joins and takes it over', async () => {
    const draft = carDraft({ step: 1 });
    // As redux-persist brings a draft back on a page without the wizard.
    const store = makeStore({ carBooking: { draft } });
    const persistor = makePersistor(store);
    await bootstrapped(persistor);
    const withoutDraft = makeStore();
    expect(isSliceLoaded('carBooking')).toBe(false);

    store.dispatch(searchTabChanged('hotels'));
    expect(store.getState().carBooking).toEqual({ draft });
    expect(await storedCarBooking(persistor)).toEqual({ draft });

    const { selectCarBookingDraft, stepChanged } =
      await import('@/features/cars/booking/car-booking-slice');
    expect(isSliceLoaded('carBooking')).toBe(true);
    expect(selectCarBookingDraft(store.getState())).toEqual(draft);
    store.dispatch(stepChanged(2));
    expect(selectCarBookingDraft(store.getState())).toEqual({ ...draft, step: 2 });
    expect(await storedCarBooking(persistor)).toEqual({ draft: { ...draft, step: 2 } });
    // A store with nothing for the slice reads its initial state until its next action.
    expect(selectCarBookingDraft(withoutDraft.getState())).toBeNull();
  });

  it('brings a stored draft back on a reload, where the slice joins while storage is read', async () => {
    const draft = carDraft({ step: 2 });
    localStorage.setItem(
      'persist:safar',
      JSON.stringify({
        carBooking: JSON.stringify({ draft }),
        _persist: JSON.stringify({ version: PERSIST_VERSION, rehydrated: true }),
      }),
    );
    // A fresh set of modules, as after a reload: the slice has not loaded yet.
    await jest.isolateModulesAsync(async () => {
      const lazySlices = await import('@/lib/lazy-slices');
      const app = await import('./store');
      const store = app.makeStore();
      expect(lazySlices.isSliceLoaded('carBooking')).toBe(false);
      await bootstrapped(app.makePersistor(store));
      // Its sanitizer's module brought the slice, before the stored state came back.
      expect(lazySlices.isSliceLoaded('carBooking')).toBe(true);
      expect(store.getState().carBooking).toEqual({ draft });
    });
  });
});
