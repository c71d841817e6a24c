// What the locale tests of every feature check: English and Arabic have the same keys, and Arabic
// has every plural form (zero, one, two, few, many, other) wherever English has plurals.

export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
export const ARABIC_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'];

export function keysOf(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

export const withoutPlurals = (keys: string[]) =>
  new Set(keys.map((key) => key.replace(PLURAL_SUFFIX, '')));

/** The English keys with plurals, without their suffix. */
export const pluralKeys = (en: object) => [
  ...withoutPlurals(keysOf(en).filter((key) => PLURAL_SUFFIX.test(key))),
];
