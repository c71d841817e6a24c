import type { HotelOffer } from '../api/hotel-types';
import type { HotelFormat } from '../hooks/use-hotel-format';
import type { HotelPlace } from '../model/hotel-search';

import { boundsAround, type MapBounds, type MapPoint } from './map-geometry';

export interface HotelPin {
  code: number;
  name: string;
  at: MapPoint;
  /** The stay's price for the whole party, printed as the hotel's card prints it. */
  price: string;
}

/** The results as price pins. */
export function hotelPins(
  hotels: readonly HotelOffer[],
  format: Pick<HotelFormat, 'price'>,
): HotelPin[] {
  return hotels.map((hotel) => ({
    code: hotel.code,
    name: hotel.name,
    at: { latitude: hotel.latitude, longitude: hotel.longitude },
    price: format.price(hotel.price.total, hotel.price.currency),
  }));
}

/** What the results map frames: every pin, and the whole circle of a point search. */
export function resultsFrame(place: HotelPlace, pins: readonly HotelPin[]): MapBounds | null {
  return boundsAround(
    pins.map((pin) => pin.at),
    place.kind === 'point' ? { centre: place, radius: place.radius } : undefined,
  );
}
