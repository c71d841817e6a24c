import { http, HttpResponse } from 'msw';

import type { CarBooking, CarOrderRequest } from '../server/src/modules/cars/booking/schemas';
import type { CarPricing } from '../server/src/modules/cars/schemas';

import { AUTH_TOKENS } from './auth-handlers';
import { NO_EXTRAS } from './recorded/car-requests.ts';
import { recordedAnswer, replay } from './recorded/replay';

/*
 * The car rental API for the SPA's tests: branches, searches, offers and their pricing replay the
 * real server's recorded answers (mocks/recorded/cars.json, from npm run record:fixtures). Only
 * the booking is answered here, because the server books for an account in its database: the
 * order is checked as the server checks a request (signed in, an Idempotency-Key), then echoed as
 * a booking of the recorded pricing of that offer with those add-ons and that driver. A test that
 * needs another answer overrides one handler with server.use(...).
 */

export const CAR_BOOKING_REFERENCE = 'CAR7Q2';
export const CAR_BOOKING_ID = '6a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

const problem = (status: number, detail: string, code: string, field?: string) =>
  HttpResponse.json({ detail, code, ...(field ? { field } : {}) }, { status });

/** The booking of an order: the recorded pricing of its offer, add-ons and driver, as booked. */
export function carBookingFor(order: CarOrderRequest, createdAt = new Date()): CarBooking | null {
  const extras = { ...NO_EXTRAS, ...order.extras };
  const answer = recordedAnswer<CarPricing>(
    'cars',
    'POST',
    `/api/cars/offers/${order.offerId}/pricing/`,
    { extras, dateOfBirth: order.driver.dateOfBirth },
  );
  if (answer.status !== 200) return null;
  const { offer, price, excess } = answer.body;
  const { payment } = order;
  const paid = payment.method === 'pay-on-pickup' ? '0.00' : price.total;
  const utc = (local: string) => `${local}.000Z`;
  return {
    id: CAR_BOOKING_ID,
    reference: CAR_BOOKING_REFERENCE,
    kind: 'car',
    status: 'confirmed',
    title: offer.car.name,
    date: offer.pickupAt,
    endDate: offer.returnAt,
    startsAt: utc(offer.pickupAt),
    endsAt: utc(offer.returnAt),
    party: { adults: 1, children: 0, infants: 0 },
    price,
    payment:
      payment.method === 'credit-card'
        ? { method: 'credit-card', brand: 'visa', last4: payment.card?.number.slice(-4) ?? '0000' }
        : { method: payment.method },
    contact: order.contact,
    createdAt: createdAt.toISOString(),
    cancelledAt: null,
    version: 1,
    changes: [],
    refund: null,
    cancellation: {
      allowed: true,
      refund: paid,
      paid,
      free: offer.cancellation.refundable,
      freeUntil: offer.cancellation.freeUntil ? utc(offer.cancellation.freeUntil) : null,
      freeUntilLocal: offer.cancellation.freeUntil,
      reason: null,
    },
    details: {
      offerId: offer.id,
      car: offer.car,
      supplier: offer.supplier,
      pickup: offer.pickup,
      dropoff: offer.dropoff,
      pickupAt: offer.pickupAt,
      returnAt: offer.returnAt,
      days: offer.price.days,
      perDay: offer.price.perDay,
      driver: order.driver,
      extras,
      deposit: offer.deposit,
      excess,
      mileage: offer.mileage,
      fuelPolicy: offer.fuelPolicy,
      refundable: offer.cancellation.refundable,
      freeCancellationUntil: offer.cancellation.freeUntil,
      lateCancellationCharge: offer.cancellation.lateCharge,
    },
  };
}

export const carHandlers = [
  http.post('*/api/cars/bookings/', async ({ request }) => {
    if (request.headers.get('authorization') !== `Bearer ${AUTH_TOKENS.access}`) {
      return problem(401, 'Authentication required', 'not_authenticated');
    }
    if (!request.headers.get('idempotency-key')) {
      return problem(400, 'Idempotency-Key is required', 'invalid', 'idempotency-key');
    }
    const booking = carBookingFor((await request.json()) as CarOrderRequest);
    return booking
      ? HttpResponse.json(booking, { status: 201 })
      : problem(409, 'This car is no longer offered.', 'unavailable');
  }),
  replay('cars', '*/api/cars/*'),
];
