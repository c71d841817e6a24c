import arContact from '@/i18n/locales/ar/contact.json';
import enContact from '@/i18n/locales/en/contact.json';

import { CONTACT_LIMITS } from './schemas/contact-schema';

// Plural suffixes differ by language (Arabic has six forms), so keys are compared without them.
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function keysOf(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value, `${prefix}${key}.`)
      : [`${prefix}${key}`.replace(PLURAL_SUFFIX, '')],
  );
}

describe('contact translations', () => {
  it('have the same keys in English and Arabic', () => {
    expect(new Set(keysOf(arContact))).toEqual(new Set(keysOf(enContact)));
  });

  it('give Arabic every plural form the limits need', () => {
    const errors: Record<string, string> = arContact.errors;
    for (const key of Object.keys(CONTACT_LIMITS)) {
      for (const form of ['one', 'two', 'few', 'many', 'other']) {
        expect(errors[`${key}_${form}`]).toEqual(expect.any(String));
      }
    }
  });
});
