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
