import HotelIcon from '@mui/icons-material/Hotel';
import type { Favorite } from '@server/modules/favorites/schemas.ts';

import type {
  FavoriteDescription,
  FavoriteKindView,
} from '@/components/favorites/favorite-kind-view';

import { useHotelFormat } from '../hooks/use-hotel-format';
import { useHotelsTranslation } from '../hooks/use-hotels-translation';
import { parseRoom } from '../model/hotel-search';

import { hotelItemOf } from './hotel-favorite';

/**
 * What Favorites says of a hotel: the stay it was saved for (dates, rooms and guests) and Book Now
 * to the hotel's page for that stay, or, once those dates have passed, for new dates.
 */
function useHotelFavoriteDescription(favorite: Favorite): FavoriteDescription {
  const { t } = useHotelsTranslation();
  const format = useHotelFormat();
  const item = hotelItemOf(favorite.item);
  const { search } = favorite.snapshot;
  const rooms = new URLSearchParams(search).getAll('room').map(parseRoom);
  const lines: string[] = [];
  if (item?.stay) {
    lines.push(
      `${t('bookingRow.checkIn', { date: format.date(item.stay.checkIn) })} · ${t(
        'bookingRow.checkOut',
        { date: format.date(item.stay.checkOut) },
      )}`,
    );
  }
  if (rooms.length > 0 && rooms.every((room) => room !== null)) {
    const adults = rooms.reduce((sum, room) => sum + room.adults, 0);
    const children = rooms.reduce((sum, room) => sum + room.childAges.length, 0);
    lines.push(
      [
        t('search.rooms.roomsCount', { count: rooms.length, value: format.number(rooms.length) }),
        t('search.rooms.adultsCount', { count: adults, value: format.number(adults) }),
        ...(children
          ? [t('search.rooms.childrenCount', { count: children, value: format.number(children) })]
          : []),
      ].join(' · '),
    );
  }
  const page = item && `/hotel-details/${item.code}`;
  const { status } = favorite.availability;
  return {
    title: favorite.snapshot.name,
    lines,
    bookNow:
      !page || status === 'unavailable'
        ? null
        : { to: status === 'available' && item.stay && search ? `${page}?${search}` : page },
    searchAgain: { to: '/hotels' },
  };
}

/** The hotel kind's card in Favorites. */
export const hotelFavoriteView: FavoriteKindView = {
  Icon: HotelIcon,
  useDescription: useHotelFavoriteDescription,
};
