import type { Booking } from '../server/src/modules/bookings/schemas';
import type {
  HotelBooking,
  HotelBookingDetails,
} from '../server/src/modules/hotels/booking/schemas';

import { changeCallHandlers, type ChangeAnswers } from './change-handlers';

/*
 * Changing a hotel booking (server/src/modules/hotels/booking/routes.ts) for the SPA's tests: a
 * booked stay, the quote and the change. Each
 * answer is fixed by the test (no pricing here: the server's rules stay the server's).
 */

const ROOM = { code: 'DBL.ST', name: 'Standard Double Room' };

type BookedRate = HotelBookingDetails['rates'][number];

const BOOKED_RATE: BookedRate = {
  roomCode: ROOM.code,
  roomName: ROOM.name,
  boardCode: 'RO',
  boardName: 'ROOM ONLY',
  rateClass: 'NOR',
  rooms: 1,
  adults: 2,
  childrenAges: [],
  guests: ['Omar Haddad'],
  net: '300.00',
  serviceFee: '12.00',
  atProperty: '9.00',
  total: '321.00',
  firstNight: '100.00',
  cancellationPolicies: [{ amount: '100.00', from: '2027-01-09T15:00:00+01:00' }],
};

/** A stay of `nights` from `checkIn` at The Amber Lantern, Paris, as the server's view gives it. */
export function bookedStay(
  checkIn: string,
  checkOut: string,
  nights: number,
  total: string,
  overrides: Partial<Booking> = {},
): HotelBooking {
  const online = (Number(total) - 9).toFixed(2);
  return {
    id: '00000000-0000-4000-8000-000000000021',
    reference: 'STAY21',
    kind: 'hotel',
    status: 'confirmed',
    title: 'The Amber Lantern',
    date: `${checkIn}T15:00:00`,
    endDate: `${checkOut}T12:00:00`,
    startsAt: `${checkIn}T14:00:00.000Z`,
    endsAt: `${checkOut}T11:00:00.000Z`,
    party: { adults: 2, children: 0, infants: 0, rooms: 1 },
    price: {
      currency: 'USD',
      lines: [
        { code: 'ROOMS', quantity: nights, amount: (Number(online) - 12).toFixed(2) },
        { code: 'SERVICE_FEE', quantity: 1, amount: '12.00' },
        { code: 'LOCAL_TAX_AT_HOTEL', quantity: nights, amount: '9.00' },
      ],
      total,
    },
    payment: { method: 'credit-card', brand: 'visa', last4: '4242' },
    contact: { email: 'layla@example.com', phone: '+971501234567' },
    createdAt: '2026-11-20T10:00:00.000Z',
    cancelledAt: null,
    refund: null,
    cancellation: {
      allowed: true,
      refund: online,
      paid: online,
      free: true,
      freeUntil: `${checkIn}T14:00:00.000Z`,
      freeUntilLocal: `${checkIn}T15:00:00`,
      reason: null,
    },
    version: 1,
    changes: [],
    details: {
      hotel: {
        code: 100123,
        name: 'The Amber Lantern',
        categoryName: '4 STARS',
        stars: 4,
        propertyType: 'hotel',
        destinationCode: 'PAR',
        destinationName: 'Paris',
        zoneName: 'Le Marais',
        address: '12 Rue des Archives',
        latitude: 48.8566,
        longitude: 2.3522,
        timeZone: 'Europe/Paris',
        checkInTime: '15:00',
        checkOutTime: '12:00',
      },
      checkIn,
      checkOut,
      nights,
      rates: [BOOKED_RATE],
      holder: { fullName: 'Layla Haddad', nationality: 'UAE', passportId: 'N1234567' },
      remark: null,
      freeCancellationUntil: `${checkIn}T15:00:00`,
    },
    ...overrides,
  } as HotelBooking;
}

export { conflict } from './change-handlers';

/**
 * The quote and change answers, each in turn (the last one repeats): a test lists what the server
 * says to each request it expects.
 */
export function hotelChangeHandlers(answers: ChangeAnswers) {
  return changeCallHandlers('*/api/hotelbeds/booking/', answers);
}
