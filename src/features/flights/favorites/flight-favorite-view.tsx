import FlightTakeoff from '@mui/icons-material/FlightTakeoff';
import type { Favorite } from '@server/modules/favorites/schemas.ts';

import type {
  FavoriteDescription,
  FavoriteKindView,
} from '@/components/favorites/favorite-kind-view';
import { formatLocalWhen } from '@/lib/local-time';
import { useLanguage } from '@/lib/use-language';

import { useFlightFormat } from '../hooks/use-flight-format';
import { useFlightsTranslation } from '../hooks/use-flights-translation';
import type { FlightBookingNavigationState } from '../model/navigation-state';
import { offerAirline, summariseItinerary } from '../model/offer-summary';

import { flightItemOf } from './flight-favorite';

/**
 * What Favorites says of a flight: the airline and route, when it leaves (and returns), the
 * passengers and cabin; Book Now hands the saved offer to the booking wizard, which prices it
 * again. One that can no longer be booked offers its search again.
 */
function useFlightFavoriteDescription(favorite: Favorite): FavoriteDescription {
  const { t } = useFlightsTranslation();
  const format = useFlightFormat();
  const language = useLanguage();
  const offer = flightItemOf(favorite.item);
  const search = favorite.snapshot.search;
  const searchAgain = { to: search ? `/flights?${search}` : '/flights' };
  if (!offer) return { title: favorite.snapshot.name, lines: [], bookNow: null, searchAgain };

  const [outbound, inbound] = offer.itineraries.map(summariseItinerary);
  const when = (at: string) => formatLocalWhen(at, language);
  const route = t('bookingRow.route', {
    origin: outbound!.departure.iataCode,
    destination: outbound!.arrival.iataCode,
  });
  const passengers = offer.travelerPricings.length;
  const bookingState: FlightBookingNavigationState = { flight: offer };
  return {
    title: `${format.airline(offerAirline(offer))} · ${route}`,
    lines: [
      t('bookingRow.departure', { date: when(outbound!.departure.at) }),
      ...(inbound ? [t('bookingRow.return', { date: when(inbound.departure.at) })] : []),
      [
        t('bookingRow.passengers', { count: passengers, value: format.number(passengers) }),
        ...(offer.class ? [t(`cabins.${offer.class}`)] : []),
      ].join(' · '),
    ],
    bookNow:
      favorite.availability.status === 'available'
        ? { to: '/flight-booking', state: bookingState }
        : null,
    searchAgain,
  };
}

/** The flight kind's card in Favorites. */
export const flightFavoriteView: FavoriteKindView = {
  Icon: FlightTakeoff,
  useDescription: useFlightFavoriteDescription,
};
