import { lazy } from 'react';

import { registerNamespace } from '@/i18n/i18n';
import ar from '@/i18n/locales/ar/flights.json';
import en from '@/i18n/locales/en/flights.json';

import { FlightDetailsPage } from './details/flight-details-page';
import { FlightResultsPage } from './results/flight-results-page';

registerNamespace('flights', en, ar);

/** /flights */
export function FlightsRoute() {
  return <FlightResultsPage />;
}

/** /flight-details/:id */
export function FlightDetailsRoute() {
  return <FlightDetailsPage />;
}

/**
 * /flight-booking: the wizard, composed with the session by the app layer. Its forms and date
 * pickers load in their own chunk, so the results and details pages never download them.
 */
export const FlightBookingRoute = lazy(async () => ({
  default: (await import(/* webpackChunkName: "flight-booking" */ './booking/flight-booking-route'))
    .FlightBookingRoute,
}));

export type { BookingSession, FlightBookingRouteProps } from './booking/flight-booking-route';
