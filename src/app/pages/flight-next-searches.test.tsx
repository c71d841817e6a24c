import { screen } from '@testing-library/react';

import type { FlightBooking } from '@/features/flights/api/booking-api';
import { renderWithProviders } from '@/testing/render-with-providers';

import { FlightNextSearches } from './flight-next-searches';

// A one-way flight to Paris (CDG) for two, landing on 2027-01-20: only what the links read.
const TO_PARIS = {
  party: { adults: 2, children: 0, infants: 0 },
  details: {
    flightOffer: {
      itineraries: [
        {
          segments: [
            {
              arrival: {
                iataCode: 'CDG',
                at: '2027-01-20T09:10:00',
                cityName: 'Paris',
                cityNameAr: 'باريس',
              },
            },
          ],
        },
      ],
    },
    returnDate: null,
    arrivalCityCode: 'PAR',
  },
} as unknown as FlightBooking;

describe('FlightNextSearches', () => {
  it('names the city and the airport in Arabic, right to left, with the same searches', () => {
    renderWithProviders(<FlightNextSearches booking={TO_PARIS} />, {
      language: 'ar',
      preloadedState: { preferences: { theme: 'dark', language: 'ar', digits: 'latn' } },
    });
    const hotels = screen.getByRole('link', { name: /^ابحث عن فندق في باريس للفترة / });
    expect(hotels.textContent).toMatch(/20.*23.*2027/);
    expect(hotels).toHaveAttribute(
      'href',
      '/hotels?destination=PAR&city=Paris&checkIn=2027-01-20&checkOut=2027-01-23&room=2',
    );
    expect(screen.getByRole('link', { name: 'استأجر سيارة في CDG' })).toHaveAttribute(
      'href',
      expect.stringContaining('pickupLocation=CDG'),
    );
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
