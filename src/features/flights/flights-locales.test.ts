import ar from '@/i18n/locales/ar/flights.json';
import en from '@/i18n/locales/en/flights.json';
import { itKeepsArabicInStep } from '@/testing/locale-keys';

describe('flights translations', () => {
  itKeepsArabicInStep(en, ar, 'several');

  it('keep the spec’s English words (§2, §8, §9)', () => {
    expect(en.search.errors).toMatchObject({
      required: 'Please fill in all required fields',
      failed: 'Search failed. Please try again.',
    });
    expect(en.search.location.errors).toEqual({
      unsupported: 'Geolocation is not supported by this browser',
      denied:
        'Location access denied. Please enable location permissions in your browser settings.',
      unavailable: 'Location unavailable. Please check your GPS settings.',
      timeout: 'Location request timed out. Please try again.',
      unknown: 'Failed to get location',
    });
    expect(en.results).toMatchObject({
      failed: 'Failed to search flights',
      empty: 'No flights found for your search criteria.',
      tryAgain: 'Try Again',
      loadMore: 'Load More Flights',
      refresh: 'Refresh Search',
      newSearch: 'New Search',
    });
    expect(en.details).toMatchObject({
      cacheFailed: 'Failed to load flight details from cache.',
      notFound: 'No flight found for this ID. Please search again.',
      back: 'Back to Flights',
      book: 'Book Flight',
    });
    expect(en.cabins).toEqual({
      ECONOMY: 'Economy',
      PREMIUM_ECONOMY: 'Premium Economy',
      BUSINESS: 'Business',
      FIRST: 'First Class',
    });
    expect(Object.keys(en.airlines)).toEqual([
      'EK',
      'QR',
      'EY',
      'SV',
      'MS',
      'TK',
      'AF',
      'LH',
      'BA',
      'KL',
      'WY',
      'GF',
      'FZ',
      'XY',
    ]);
  });
});
