import { GUEST_FAVORITES_MAX } from '@server/modules/favorites/constants.ts';

import { favoritesReducer, guestFavoriteSaved, type GuestFavorite } from './favorites-slice';
import { sanitizeFavoritesState } from './persisted-favorites';

const hotel = (code: number, savedAt = '2099-01-01T10:00:00.000Z'): GuestFavorite => ({
  kind: 'hotel',
  key: String(code),
  snapshot: {
    name: `Hotel ${code}`,
    imageUrl: `/api/hotelbeds/images/${code}/1.svg`,
    price: { amount: '100.00', currency: 'EUR' },
    search: 'checkIn=2099-07-10&checkOut=2099-07-13&room=2',
  },
  item: { code, stay: null },
  savedAt,
});

describe('a guest’s favorites on the device', () => {
  it('keeps each item once, the newest save last, and at most the limit', () => {
    let state = favoritesReducer(undefined, { type: 'init' });
    for (let code = 1; code <= GUEST_FAVORITES_MAX + 2; code += 1) {
      state = favoritesReducer(state, guestFavoriteSaved(hotel(100_000 + code)));
    }
    state = favoritesReducer(state, guestFavoriteSaved(hotel(100_010)));
    expect(state.guest).toHaveLength(GUEST_FAVORITES_MAX);
    expect(state.guest[0]!.key).toBe('100003');
    expect(state.guest.at(-1)!.key).toBe('100010');
  });
});

describe('sanitizeFavoritesState', () => {
  it('keeps well-formed favorites as they were', () => {
    const stored = { guest: [hotel(100_001), hotel(100_002)] };
    expect(sanitizeFavoritesState(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
  });

  it('drops each corrupt entry on its own and keeps the others', () => {
    const good = hotel(100_001);
    const corrupt = [
      null,
      'hotel',
      { ...good, kind: 'boat' },
      { ...good, key: '../1' },
      { ...good, snapshot: { ...good.snapshot, name: '' } },
      { ...good, snapshot: { ...good.snapshot, imageUrl: 'https://evil.example/x.png' } },
      { ...good, snapshot: { ...good.snapshot, price: { amount: 12, currency: 'EUR' } } },
      { ...good, snapshot: { ...good.snapshot, search: 'a b' } },
      { ...good, item: 'x' },
      { ...good, savedAt: 'yesterday' },
    ];
    expect(sanitizeFavoritesState({ guest: [...corrupt, good] })).toEqual({ guest: [good] });
  });

  it('keeps one of an item stored twice (the later), and starts empty from nonsense', () => {
    const first = hotel(100_001, '2099-01-01T10:00:00.000Z');
    const later = hotel(100_001, '2099-01-02T10:00:00.000Z');
    expect(sanitizeFavoritesState({ guest: [first, later] })).toEqual({ guest: [later] });
    expect(sanitizeFavoritesState({ guest: 'x' })).toEqual({ guest: [] });
    expect(sanitizeFavoritesState('x')).toBeUndefined();
    expect(sanitizeFavoritesState(null)).toBeUndefined();
  });
});
