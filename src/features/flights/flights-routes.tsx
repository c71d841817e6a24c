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
