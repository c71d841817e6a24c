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

/** English and Arabic have the same keys, plural suffixes aside. */
export function expectSameKeys(en: object, ar: object) {
  expect(withoutPlurals(keysOf(ar))).toEqual(withoutPlurals(keysOf(en)));
}

/** Arabic has all six forms of every English plural; returns the English plurals, to count them. */
export function expectArabicPlurals(en: object, ar: object): string[] {
  const arabic = new Set(keysOf(ar));
  const plurals = pluralKeys(en);
  for (const key of plurals) {
    for (const form of ARABIC_FORMS) expect(arabic).toContain(`${key}_${form}`);
  }
  return plurals;
}

/**
 * The two tests a feature's translations share: the same keys in both languages, and every Arabic
 * plural form. `plurals` says whether English has none or several, so the second test cannot pass
 * by finding nothing to check.
 */
export function itKeepsArabicInStep(en: object, ar: object, plurals: 'none' | 'several') {
  it('have the same keys in English and Arabic', () => expectSameKeys(en, ar));

  it('give Arabic every plural form wherever English has plurals', () => {
    const found = expectArabicPlurals(en, ar);
    if (plurals === 'none') expect(found).toEqual([]);
    else expect(found.length).toBeGreaterThan(5);
  });
}
