import { lazy } from 'react';

import { CarDetailsPage } from './details/car-details-page';
import { useCarsTranslation } from './hooks/use-cars-translation';
import { CarResultsPage } from './results/car-results-page';

/** /cars */
export function CarsRoute() {
  useCarsTranslation();
  return <CarResultsPage />;
}

/** /car-details/{id} (and /car-details without one, from an old shared link) */
export function CarDetailsRoute() {
  useCarsTranslation();
  return <CarDetailsPage />;
}

/**
 * /car-booking: the wizard, composed with the session by the app layer. Its forms and date
 * pickers load in their own chunk, so the results and details pages never download them.
 */
export const CarBookingRoute = lazy(async () => ({
  default: (await import(/* webpackChunkName: "car-booking" */ './booking/car-booking-route'))
    .CarBookingRoute,
}));

export type { CarBookingRouteProps } from './booking/car-booking-route';
