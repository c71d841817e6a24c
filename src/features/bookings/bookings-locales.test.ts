import { BOOKING_KINDS } from '@server/modules/bookings/constants.ts';

import ar from '@/i18n/locales/ar/bookings.json';
import en from '@/i18n/locales/en/bookings.json';
import { ARABIC_FORMS, keysOf, pluralKeys, withoutPlurals } from '@/testing/locale-keys';

describe('bookings translations', () => {
  it('have the same keys in English and Arabic', () => {
    expect(withoutPlurals(keysOf(ar))).toEqual(withoutPlurals(keysOf(en)));
  });

  it('give Arabic every plural form wherever English has plurals', () => {
    const arabic = new Set(keysOf(ar));
    const plurals = pluralKeys(en);
    expect(plurals).toEqual([]);
    for (const key of plurals) {
      for (const form of ARABIC_FORMS) expect(arabic).toContain(`${key}_${form}`);
    }
  });

  it('name every kind', () => {
    for (const messages of [en, ar]) {
      expect(Object.keys(messages.kinds)).toEqual([...BOOKING_KINDS]);
      expect(Object.keys(messages.kind)).toEqual([...BOOKING_KINDS]);
    }
  });

  it('keep the spec’s status words (§4)', () => {
    expect(en.status).toEqual({
      confirmed: 'Confirmed',
      'in-progress': 'In Progress',
      cancelled: 'Cancelled',
    });
  });
});
