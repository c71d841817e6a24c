import ar from '@/i18n/locales/ar/hotels.json';
import en from '@/i18n/locales/en/hotels.json';
import { itKeepsArabicInStep } from '@/testing/locale-keys';

describe('hotels translations', () => {
  itKeepsArabicInStep(en, ar, 'several');

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
