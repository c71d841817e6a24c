import arContact from '@/i18n/locales/ar/contact.json';
import enContact from '@/i18n/locales/en/contact.json';
import { expectSameKeys } from '@/testing/locale-keys';

import { CONTACT_LIMITS } from './schemas/contact-schema';

describe('contact translations', () => {
  it('have the same keys in English and Arabic', () => expectSameKeys(enContact, arContact));

  it('give Arabic every plural form the limits need', () => {
    const errors: Record<string, string> = arContact.errors;
    for (const key of Object.keys(CONTACT_LIMITS)) {
      for (const form of ['one', 'two', 'few', 'many', 'other']) {
        expect(errors[`${key}_${form}`]).toEqual(expect.any(String));
      }
    }
  });
});
