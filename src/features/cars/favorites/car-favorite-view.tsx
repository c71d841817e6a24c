import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import type { Favorite } from '@server/modules/favorites/schemas.ts';

import type {
  FavoriteDescription,
  FavoriteKindView,
} from '@/components/favorites/favorite-kind-view';

import { useCarFormat } from '../hooks/use-car-format';
import { useCarsTranslation } from '../hooks/use-cars-translation';
import { NO_FILTERS, carUrlParams } from '../model/car-search';

import { carItemOf } from './car-favorite';

/**
 * What Favorites says of a car: the car and its supplier, pickup and return (the branches' times
 * and places) and the driver's age, in the reader's language. Book Now opens the car's page for
 * the saved rental; once its pickup is over, the cars at that branch from that supplier and of
 * that type on the next days (the search's defaults), to choose new times. One that can no longer
 * be booked offers its search again.
 */
function useCarFavoriteDescription(favorite: Favorite): FavoriteDescription {
  const { t } = useCarsTranslation();
  const format = useCarFormat();
  const item = carItemOf(favorite.item);
  const { search } = favorite.snapshot;
  const searchAgain = { to: search ? `/cars?${search}` : '/cars' };
  if (!item) return { title: favorite.snapshot.name, lines: [], bookNow: null, searchAgain };

  const pickup = format.name(item.pickup);
  const dropoff = format.name(item.dropoff);
  const { status } = favorite.availability;
  const sameCarLater = carUrlParams(
    {
      pickupLocation: item.pickup.code,
      ...(item.dropoff.code !== item.pickup.code ? { dropoffLocation: item.dropoff.code } : {}),
      driverAge: item.driverAge,
    },
    { ...NO_FILTERS, types: [item.car.type], suppliers: [item.supplier.code] },
  );
  return {
    title: t('favorite.name', { car: format.name(item.car), supplier: format.name(item.supplier) }),
    lines: [
      t('favorite.pickupAt', { date: format.dateTime(item.pickupAt), branch: pickup }),
      item.dropoff.code === item.pickup.code
        ? t('bookingRow.return', { date: format.dateTime(item.returnAt) })
        : t('bookingRow.returnAt', { date: format.dateTime(item.returnAt), branch: dropoff }),
      t('favorite.driverAge', { value: format.number(item.driverAge) }),
    ],
    bookNow:
      status === 'available'
        ? { to: `/car-details/${item.offerId}` }
        : status === 'dates_passed'
          ? { to: `/cars?${sameCarLater}` }
          : null,
    searchAgain,
  };
}

/** The car kind's card in Favorites. */
export const carFavoriteView: FavoriteKindView = {
  Icon: DirectionsCarIcon,
  imageFit: 'contain',
  useDescription: useCarFavoriteDescription,
};
