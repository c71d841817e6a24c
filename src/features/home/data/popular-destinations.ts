import type { CityId } from './cities';

export interface PopularDestination {
  city: CityId;
  flights: number;
  hotels: number;
  cars: number;
}

// §1: eight cities with counts of flights, hotels and cars (marketing figures, static).
export const POPULAR_DESTINATIONS: readonly PopularDestination[] = [
  { city: 'dubai', flights: 1240, hotels: 860, cars: 320 },
  { city: 'paris', flights: 980, hotels: 1450, cars: 275 },
  { city: 'london', flights: 1120, hotels: 1630, cars: 410 },
  { city: 'istanbul', flights: 870, hotels: 720, cars: 190 },
  { city: 'cairo', flights: 540, hotels: 410, cars: 150 },
  { city: 'newYork', flights: 1310, hotels: 1180, cars: 520 },
  { city: 'tokyo', flights: 760, hotels: 940, cars: 230 },
  { city: 'maldives', flights: 210, hotels: 160, cars: 12 },
];
