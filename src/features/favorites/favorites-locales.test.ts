import { BOOKING_KINDS } from '@server/modules/bookings/constants.ts';
import { FAVORITE_AVAILABILITY, UNAVAILABLE_REASONS } from '@server/modules/favorites/constants.ts';

import arCommon from '@/i18n/locales/ar/common.json';
import ar from '@/i18n/locales/ar/favorites.json';
import enCommon from '@/i18n/locales/en/common.json';
import en from '@/i18n/locales/en/favorites.json';
import { expectArabicPlurals, expectSameKeys } from '@/testing/locale-keys';

describe('favorites translations', () => {
  it('have the same keys in English and Arabic, with every Arabic plural form', () => {
    expectSameKeys(en, ar);
    expectArabicPlurals(en, ar);
  });

  it('name every kind, and say why each unavailable one cannot be booked', () => {
    const reasons = [
      ...UNAVAILABLE_REASONS,
      ...FAVORITE_AVAILABILITY.filter((status) => !['available', 'unavailable'].includes(status)),
    ].sort();
    for (const messages of [en, ar]) {
      expect(Object.keys(messages.kind).sort()).toEqual([...BOOKING_KINDS].sort());
      expect(Object.keys(messages.availability).sort()).toEqual(reasons);
    }
  });

  it('have the heart’s words in both languages', () => {
    expect(Object.keys(arCommon.favoriteButton)).toEqual(Object.keys(enCommon.favoriteButton));
  });
});
