import { HotelDetailsPage } from './details/hotel-details-page';
import { useHotelsTranslation } from './hooks/use-hotels-translation';
import { HotelResultsPage } from './results/hotel-results-page';

/** /hotels */
export function HotelsRoute() {
  useHotelsTranslation();
  return <HotelResultsPage />;
}

/** /hotel-details/{code} */
export function HotelDetailsRoute() {
  useHotelsTranslation();
  return <HotelDetailsPage />;
}

export { HotelBookingRoute } from './booking/hotel-booking-route';
export type { HotelBookingRouteProps } from './booking/hotel-booking-route';
