import ar from '@/i18n/locales/ar/hotels.json';
import en from '@/i18n/locales/en/hotels.json';
import { ARABIC_FORMS, keysOf, pluralKeys, withoutPlurals } from '@/testing/locale-keys';

describe('hotels translations', () => {
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

  it('keep the spec’s English words (§5, §8)', () => {
    expect(en.search.errors).toMatchObject({
      dates: 'Please select check-in and check-out dates',
      order: 'Check-out date must be after check-in date',
    });
    expect(en.results).toMatchObject({
      failed: 'Failed to search hotels',
      empty: 'No hotels found for your search criteria.',
      tryAgain: 'Try Again',
      refresh: 'Refresh Search',
      newSearch: 'New Search',
    });
    expect(en.details).toMatchObject({
      noId: 'No hotel ID provided',
      notFound: 'Hotel not found',
      failed: 'Failed to load hotel details',
      backToHotels: 'Back to Hotels',
    });
    expect(en.booking.success.title).toBe('Booking confirmed! A confirmation email has been sent.');
  });
});
