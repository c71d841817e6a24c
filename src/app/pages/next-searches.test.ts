import type { FlightBooking } from '@/features/flights/api/booking-api';

import { nextSearchesAfter } from './next-searches';

// Only what the links read: the outbound's arrival, the return, the party, the city's code.
const oneWay = (arrivalCityCode?: string) =>
  ({
    party: { adults: 1, children: 0, infants: 0 },
    details: {
      flightOffer: {
        itineraries: [
          {
            segments: [
              {
                arrival: {
                  iataCode: 'CDG',
                  at: '2027-01-20T22:40:00',
                  cityName: 'Paris',
                  cityNameAr: 'باريس',
                },
              },
            ],
          },
        ],
      },
      returnDate: null,
      ...(arrivalCityCode ? { arrivalCityCode } : {}),
    },
  }) as unknown as FlightBooking;

const query = (url: string | null) => Object.fromEntries(new URL(url!, 'http://x').searchParams);

describe('nextSearchesAfter', () => {
  it('gives a one-way flight three nights and three days, from an hour after landing', () => {
    const next = nextSearchesAfter(oneWay('PAR'))!;
    expect(next).toMatchObject({ city: { en: 'Paris', ar: 'باريس' }, airport: 'CDG' });
    expect(query(next.hotels)).toEqual({
      destination: 'PAR',
      city: 'Paris',
      checkIn: '2027-01-20',
      checkOut: '2027-01-23',
      room: '1',
    });
    // 22:40 + 1 hour, to the next hour: midnight, the next day.
    expect(query(next.cars)).toEqual({
      pickupLocation: 'CDG',
      dropoffLocation: 'CDG',
      pickupDate: '2027-01-21',
      pickupTime: '00:00',
      returnDate: '2027-01-24',
      returnTime: '00:00',
    });
  });

  it('offers no hotel search when the booking does not name the city’s code', () => {
    expect(nextSearchesAfter(oneWay())!.hotels).toBeNull();
  });
});
