import { BOOKING_KINDS } from '@server/modules/bookings/constants.ts';

import arCommon from '@/i18n/locales/ar/common.json';
import ar from '@/i18n/locales/ar/messages.json';
import enCommon from '@/i18n/locales/en/common.json';
import en from '@/i18n/locales/en/messages.json';
import { ARABIC_FORMS, expectArabicPlurals, expectSameKeys, keysOf } from '@/testing/locale-keys';

describe('messages translations', () => {
  it('have the same keys in English and Arabic, with every Arabic plural form', () => {
    expectSameKeys(en, ar);
    expectArabicPlurals(en, ar);
  });

  it('write each booking message for every kind', () => {
    for (const messages of [en, ar]) {
      for (const type of ['confirmed', 'awaiting', 'cancelled', 'freeCancellation'] as const) {
        for (const kind of BOOKING_KINDS) expect(messages[type]).toHaveProperty(`body_${kind}`);
      }
    }
  });

  it('keep the spec’s words (§2), and the header’s count in both languages', () => {
    expect(en.empty).toBe('No new messages');
    expect(enCommon.header.noNewMessages).toBe('No new messages');
    const arabic = new Set(keysOf(arCommon.header));
    for (const form of ARABIC_FORMS) expect(arabic).toContain(`messagesUnread_${form}`);
  });
});
