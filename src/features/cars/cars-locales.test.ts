import ar from '@/i18n/locales/ar/cars.json';
import en from '@/i18n/locales/en/cars.json';
import { itKeepsArabicInStep } from '@/testing/locale-keys';

describe('cars translations', () => {
  itKeepsArabicInStep(en, ar, 'several');

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
