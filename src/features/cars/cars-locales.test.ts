import ar from '@/i18n/locales/ar/cars.json';
import en from '@/i18n/locales/en/cars.json';
import { ARABIC_FORMS, keysOf, pluralKeys, withoutPlurals } from '@/testing/locale-keys';

describe('cars translations', () => {
  it('have the same keys in English and Arabic', () => {
    expect(withoutPlurals(keysOf(ar))).toEqual(withoutPlurals(keysOf(en)));
  });

  it('give Arabic every plural form wherever English has plurals', () => {
    const arabic = new Set(keysOf(ar));
    const plurals = pluralKeys(en);
    expect(plurals.length).toBeGreaterThan(5);
    for (const key of plurals) {
      for (const form of ARABIC_FORMS) expect(arabic).toContain(`${key}_${form}`);
    }
  });

  it('keep the spec’s English words (§4, §8)', () => {
    expect(en.booking.success.title).toBe(
      'Car booking confirmed! Pickup details sent to your email.',
    );
    expect(en.panel.needDriver).toBe('Need a driver?');
    expect(en.booking.steps).toEqual({
      driver: 'Driver Info',
      rental: 'Rental Details',
      payment: 'Payment',
    });
    expect(en.results.tryAgain).toBe('Try Again');
    expect(en.results.loadMore).toBe('Load More');
  });
});
