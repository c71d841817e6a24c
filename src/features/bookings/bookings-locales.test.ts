import { BOOKING_KINDS } from '@server/modules/bookings/constants.ts';

import ar from '@/i18n/locales/ar/bookings.json';
import en from '@/i18n/locales/en/bookings.json';
import { itKeepsArabicInStep } from '@/testing/locale-keys';

describe('bookings translations', () => {
  itKeepsArabicInStep(en, ar, 'none');

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
