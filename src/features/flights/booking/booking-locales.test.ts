import { PAYMENT_METHODS } from '@server/modules/bookings/constants.ts';
import {
  FLIGHT_PRICE_LINES,
  MEAL_PREFERENCES,
  SPECIAL_SERVICES,
} from '@server/modules/flights/constants.ts';

import arCheckout from '@/i18n/locales/ar/checkout.json';
import ar from '@/i18n/locales/ar/flights.json';
import enCheckout from '@/i18n/locales/en/checkout.json';
import en from '@/i18n/locales/en/flights.json';

import { BOOKING_ERROR_KEYS } from './schemas/validation-context';

describe('the booking wizard’s words', () => {
  it('keep the spec’s English (§2, §8)', () => {
    expect(en.booking.steps).toEqual({
      passengers: 'Passenger Info',
      preferences: 'Preferences',
      payment: 'Payment',
    });
    expect(en.booking.noFlight).toEqual({
      title: 'No Flight Selected',
      body: 'Please select a flight to proceed with booking.',
    });
    expect(en.booking.success.title).toBe(
      'Flight booked successfully! Boarding passes sent to your email.',
    );
    expect(en.booking.failures.soldOut).toBe('Not enough seats left on this flight');
  });

  it('name every option and every message in both languages', () => {
    for (const messages of [en.booking, ar.booking]) {
      expect(Object.keys(messages.errors).sort()).toEqual([...BOOKING_ERROR_KEYS].sort());
      expect(Object.keys(messages.preferences.meals)).toEqual([...MEAL_PREFERENCES]);
      expect(Object.keys(messages.preferences.services)).toEqual([...SPECIAL_SERVICES]);
      expect(Object.keys(messages.summary.lines)).toEqual([...FLIGHT_PRICE_LINES]);
    }
    for (const messages of [enCheckout, arCheckout]) {
      expect(Object.keys(messages.payment.methods)).toEqual([...PAYMENT_METHODS]);
    }
  });
});
