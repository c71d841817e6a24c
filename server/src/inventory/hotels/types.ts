import type { CurrencyCode } from '../shared/currencies.ts';
import type { BoardCode, PropertyType, RateClass, ReviewAspect, Stars } from './constants.ts';
import type { RoomTemplate } from './data/rooms.ts';
import type { Destination } from './destinations.ts';
import type { FacilityCode } from './facilities.ts';

// A hotel as the catalogue keeps it: what searches filter, sort and price on. Texts a traveller
// reads only on the detail page (descriptions, reviews, policies) are made from it on demand
// (content.ts).

export interface Zone {
  code: number;
  name: string;
  nameAr: string;
}

export interface RoomType extends RoomTemplate {
  // Rooms offered to Safar per night before other channels' sales (see allotment.ts).
  allotment: number;
  sizeM2Exact: number;
}

export interface Hotel {
  code: number;
  name: string;
  stars: Stars;
  propertyType: PropertyType;
  destination: Destination;
  zone: Zone;
  latitude: number;
  longitude: number;
  // From the city's centre, km.
  centreKm: number;
  street: { number: number; name: string; nameAr: string };
  facilities: readonly FacilityCode[];
  guestScore: number;
  scores: Record<ReviewAspect, number>;
  reviewCount: number;
  // The hotel's own price level around its stars' (0.85–1.25).
  priceLevel: number;
  // 'HH:MM', local.
  checkIn: string;
  checkOut: string;
  boards: readonly BoardCode[];
  rateClasses: readonly RateClass[];
  rooms: readonly RoomType[];
  totalRooms: number;
  yearOpened: number;
}

// The Hotelbeds shapes of §3 an availability answer is made of (modules/hotels/schemas.ts
// describes the same for the API; the route's typed reply keeps the two in step). Money as
// strings with two decimals in the answer's currency.

export interface CancellationPolicy {
  amount: string;
  // From this moment on the amount is charged: the hotel's local time with its offset.
  from: string;
}

export interface RateTax {
  included: boolean;
  amount: string;
  currency: CurrencyCode;
  type: 'TAX' | 'FEE';
}

export interface HotelRate {
  rateKey: string;
  rateClass: RateClass;
  rateType: 'BOOKABLE';
  net: string;
  serviceFee: string;
  total: string;
  perNight: string;
  allotment: number;
  paymentType: 'AT_WEB';
  packaging: false;
  boardCode: BoardCode;
  boardName: string;
  rooms: number;
  adults: number;
  children: number;
  childrenAges: string;
  cancellationPolicies: CancellationPolicy[];
  freeCancellationUntil: string | null;
  taxes: { allIncluded: boolean; taxes: RateTax[] };
  dailyRates: { offset: number; dailyNet: string }[];
}

export interface HotelRoomOffer {
  code: string;
  name: string;
  rates: HotelRate[];
}

export interface HotelPrice {
  currency: CurrencyCode;
  total: string;
  perNight: string;
  nights: number;
  atProperty: string;
  freeCancellation: boolean;
  refundable: boolean;
  boardCode: BoardCode;
}

export interface HotelOffer {
  code: number;
  id: string;
  name: string;
  // The first picture (the property), a path under HOTEL_IMAGE_BASE.
  image: string;
  categoryCode: string;
  categoryName: string;
  rating: number;
  propertyType: PropertyType;
  destinationCode: string;
  destinationName: string;
  zoneCode: number;
  zoneName: string;
  latitude: number;
  longitude: number;
  distance: number;
  guestRating: number;
  reviews: number;
  amenities: FacilityCode[];
  currency: CurrencyCode;
  minRate: string;
  maxRate: string;
  price: HotelPrice;
  rooms: HotelRoomOffer[];
}
