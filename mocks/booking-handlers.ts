import { http, HttpResponse } from 'msw';

import type {
  FlightBooking,
  FlightOrderRequest,
  FlightPricingRequest,
} from '../server/src/modules/flights/booking/schemas';
import { FLIGHT_EXTRAS_USD } from '../server/src/modules/flights/constants';
import type { ApiFlightOffer } from '../src/features/flights/api/flight-types';

import { AUTH_TOKENS } from './auth-handlers';
import { flightBookingOf } from './bookings-handlers';

/*
 * Pricing and ordering flights as server/src/modules/flights/booking/schemas.ts describes them, for the
 * SPA's tests. Stateless: pricing answers the offer unchanged, or for another party at the offer's
 * adult fare (children 75 %, infants 10 %, as the inventory prices them); an order from the
 * signed-in traveller with an Idempotency-Key is booked under one reference. A test that needs
 * another answer (a new price, no seats) overrides a handler with server.use(...).
 */

export const BOOKING_REFERENCE = 'SAF7Q2';
export const BOOKING_ID = '2b7c4f0e-8f6a-4c1e-9d2a-5e3f1a7b9c01';

type Party = NonNullable<FlightPricingRequest['travelers']>;

const FARE_RATIOS = { ADULT: 1, CHILD: 0.75, HELD_INFANT: 0.1 } as const;
const money = (amount: number) => amount.toFixed(2);

/** The offer priced for a party: one traveller pricing each, and the grand total their sum. */
export function pricedForParty(offer: ApiFlightOffer, party: Party): ApiFlightOffer {
  const adult = offer.travelerPricings.find((pricing) => pricing.travelerType === 'ADULT')!;
  const adultTotal = Number(adult.price.total);
  const adultBase = Number(adult.price.base);
  const types = [
    ...Array<'ADULT'>(party.adults).fill('ADULT'),
    ...Array<'CHILD'>(party.children).fill('CHILD'),
    ...Array<'HELD_INFANT'>(party.infants).fill('HELD_INFANT'),
  ];
  const travelerPricings = types.map((travelerType, index) => ({
    ...adult,
    travelerId: String(index + 1),
    travelerType,
    price: {
      currency: adult.price.currency,
      total: money(adultTotal * FARE_RATIOS[travelerType]),
      base: money(adultBase * FARE_RATIOS[travelerType]),
    },
  }));
  const sum = (key: 'total' | 'base') =>
    money(travelerPricings.reduce((total, pricing) => total + Number(pricing.price[key]), 0));
  return {
    ...offer,
    travelerPricings,
    price: { ...offer.price, total: sum('total'), base: sum('base'), grandTotal: sum('total') },
  };
}

const EXTRA_LINES = [
  ['seatSelection', 'SEAT_SELECTION'],
  ['extraBaggage', 'EXTRA_BAGGAGE'],
  ['travelInsurance', 'TRAVEL_INSURANCE'],
] as const;

/**
 * The booking the server makes of an order (US dollar offers): the offer's fares and its taxes
 * and fees (together its grand total), then the extras chosen per passenger. Nothing else.
 */
export function flightBookingFor(order: FlightOrderRequest): FlightBooking {
  const { flightOffer: offer, travelers, extras, payment } = order;
  const passengers = travelers.length;
  const fares = Number(offer.price.base);
  const lines: FlightBooking['price']['lines'] = [
    { code: 'FARE', quantity: passengers, amount: money(fares) },
    {
      code: 'TAXES_AND_FEES',
      quantity: passengers,
      amount: money(Number(offer.price.grandTotal) - fares),
    },
    ...EXTRA_LINES.filter(([extra]) => extras[extra]).map(([extra, code]) => ({
      code,
      quantity: passengers,
      amount: money(FLIGHT_EXTRAS_USD[extra] * passengers),
    })),
  ];
  const number = payment.card?.number.replace(/\D/g, '') ?? '';
  return flightBookingOf({
    id: BOOKING_ID,
    reference: BOOKING_REFERENCE,
    offer,
    travelers,
    extras,
    lines,
    payment: {
      method: payment.method,
      ...(payment.card ? { brand: 'visa', last4: number.slice(-4) } : {}),
    },
    contact: order.contact,
    status: payment.method === 'bank-transfer' ? 'in-progress' : 'confirmed',
  });
}

const error = (status: number, code: string, detail: string, extra: object = {}) =>
  HttpResponse.json({ detail, code, ...extra }, { status });

export const bookingHandlers = [
  http.post('*/api/shopping/flight-offers/pricing/', async ({ request }) => {
    const { flightOffer, travelers } = (await request.json()) as FlightPricingRequest;
    return HttpResponse.json({
      flightOffer: travelers ? pricedForParty(flightOffer, travelers) : flightOffer,
    });
  }),
  http.post('*/api/booking/flight-orders/', async ({ request }) => {
    if (request.headers.get('authorization') !== `Bearer ${AUTH_TOKENS.access}`) {
      return error(401, 'not_authenticated', 'Authentication required');
    }
    if (!request.headers.get('idempotency-key')) {
      return error(400, 'validation', 'Idempotency-Key header is required', {
        field: 'Idempotency-Key',
      });
    }
    const order = (await request.json()) as FlightOrderRequest;
    return HttpResponse.json(flightBookingFor(order), { status: 201 });
  }),
];
