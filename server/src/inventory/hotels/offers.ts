import type { CurrencyCode } from '../shared/currencies.ts';
import { formatMinorUnits } from '../shared/money.ts';
import { localDateTime, zoneOffsetMinutes } from '../shared/time.ts';
import {
  ALLOTMENT_SHOWN_MAX,
  BOARD_NAMES,
  BOARD_NAMES_AR,
  categoryCode,
  categoryName,
  hotelImagePath,
  type HotelLanguage,
} from './constants.ts';
import { encodeRateKey } from './rate-key.ts';
import { cancelsFree, type HotelStay, type RateOption, type StayRequest } from './stay.ts';
import type { CancellationPolicy, Hotel, HotelOffer, HotelRate, HotelRoomOffer } from './types.ts';

// The Hotelbeds-shaped answer for a priced hotel: built only for the hotels of the page returned.

const MINUTE_MS = 60_000;

// '2026-06-14T15:00:00+02:00': the hotel's wall clock with its offset, as Hotelbeds writes
// cancellation times.
export function localWithOffset(zone: string, utcMs: number): string {
  const offset = zoneOffsetMinutes(zone, utcMs);
  const sign = offset < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${localDateTime(zone, utcMs)}${sign}${hours}:${minutes}`;
}

export const roundDownToMinute = (ms: number) => Math.floor(ms / MINUTE_MS) * MINUTE_MS;

// What cancelling costs from when: a refundable rate charges its first night from its deadline
// (still ahead, or already passed: then from now); a non-refundable one everything paid online
// from the moment it is booked.
export function cancellationPolicies(
  option: RateOption,
  hotel: Hotel,
  deadlineMs: number,
  nowMs: number,
): CancellationPolicy[] {
  const zone = hotel.destination.timeZone;
  if (option.rateClass === 'NRF') {
    const paid = option.price.netMinor + option.price.serviceFeeMinor;
    return [
      { amount: formatMinorUnits(paid), from: localWithOffset(zone, roundDownToMinute(nowMs)) },
    ];
  }
  const from = Math.max(deadlineMs, roundDownToMinute(nowMs));
  return [
    { amount: formatMinorUnits(option.price.firstNightMinor), from: localWithOffset(zone, from) },
  ];
}

// What an offer is built for: the stay asked, the moment, and the language of its names (hotel
// names are the same in both; cities, zones, rooms and boards are not).
export type OfferRequest = Pick<StayRequest, 'checkIn' | 'checkOut' | 'currency'> & {
  nowMs: number;
  language?: HotelLanguage;
  /**
   * Every allowed rate of every room (a hotel's own page), or only the cheapest allowed rate of
   * each group of rooms (a list of hotels: what a card shows and books, a quarter of the bytes).
   */
  ratesShown?: 'every' | 'cheapest';
};

export function hotelRate(option: RateOption, stay: HotelStay, request: OfferRequest): HotelRate {
  const { price, group } = option;
  const currency: CurrencyCode = request.currency;
  const nights = price.nightlyMinor.length;
  const money = formatMinorUnits;
  return {
    rateKey: encodeRateKey({
      hotelCode: stay.hotel.code,
      roomCode: option.room.code,
      board: option.board,
      rateClass: option.rateClass,
      checkIn: request.checkIn,
      checkOut: request.checkOut,
      rooms: group.rooms,
      adults: group.adults,
      childAges: group.childAges,
      currency,
      totalMinor: price.totalMinor,
    }),
    rateClass: option.rateClass,
    rateType: 'BOOKABLE',
    net: money(price.netMinor),
    serviceFee: money(price.serviceFeeMinor),
    total: money(price.totalMinor),
    perNight: money(Math.round(price.totalMinor / nights)),
    allotment: Math.min(ALLOTMENT_SHOWN_MAX, option.roomsLeft),
    paymentType: 'AT_WEB',
    packaging: false,
    boardCode: option.board,
    boardName: (request.language === 'ARA' ? BOARD_NAMES_AR : BOARD_NAMES)[option.board],
    rooms: group.rooms,
    adults: group.adults,
    children: group.childAges.length,
    childrenAges: group.childAges.join(','),
    cancellationPolicies: cancellationPolicies(option, stay.hotel, stay.deadlineMs, request.nowMs),
    freeCancellationUntil: cancelsFree(option, request.nowMs)
      ? localDateTime(stay.hotel.destination.timeZone, stay.deadlineMs)
      : null,
    taxes: {
      allIncluded: price.atPropertyMinor === 0,
      taxes: [
        { included: true, amount: money(price.includedTaxMinor), currency, type: 'TAX' },
        ...(price.atPropertyMinor > 0
          ? [
              {
                included: false,
                amount: money(price.atPropertyMinor),
                currency,
                type: 'FEE' as const,
              },
            ]
          : []),
      ],
    },
    dailyRates: price.nightlyMinor.map((minor, index) => ({
      offset: index + 1,
      dailyNet: money(minor),
    })),
  };
}

// The cheapest rate of each group that the filters allow: what the hotel's price is.
export function cheapestOptions(
  stay: HotelStay,
  allowed: (option: RateOption) => boolean,
): RateOption[] | null {
  const chosen: RateOption[] = [];
  for (const options of stay.options) {
    const option = options.find(allowed);
    if (!option) return null;
    chosen.push(option);
  }
  return chosen;
}

export function hotelOffer(
  stay: HotelStay,
  distanceKm: number,
  request: OfferRequest,
  allowed: (option: RateOption) => boolean,
): HotelOffer | null {
  const chosen = cheapestOptions(stay, allowed);
  if (!chosen) return null;
  const { hotel } = stay;
  const arabic = request.language === 'ARA';
  const rooms = new Map<string, HotelRoomOffer>();
  const shown = new Set(request.ratesShown === 'cheapest' ? chosen : undefined);
  // The dearest allowed rate of each group, together.
  let dearest = 0;
  for (const options of stay.options) {
    let dearestOfGroup = 0;
    for (const option of options) {
      if (!allowed(option)) continue;
      dearestOfGroup = Math.max(dearestOfGroup, option.price.totalMinor);
      if (shown.size > 0 && !shown.has(option)) continue;
      let room = rooms.get(option.room.code);
      if (!room) {
        room = {
          code: option.room.code,
          name: arabic ? option.room.nameAr : option.room.name,
          rates: [],
        };
        rooms.set(option.room.code, room);
      }
      room.rates.push(hotelRate(option, stay, request));
    }
    dearest += dearestOfGroup;
  }
  const total = chosen.reduce((sum, option) => sum + option.price.totalMinor, 0);
  const nights = chosen[0]?.price.nightlyMinor.length ?? 1;
  const cheapest = chosen[0] as RateOption;
  return {
    code: hotel.code,
    id: String(hotel.code),
    name: hotel.name,
    image: hotelImagePath(hotel.code, 1),
    categoryCode: categoryCode(hotel.stars),
    categoryName: categoryName(hotel.stars),
    rating: hotel.stars,
    propertyType: hotel.propertyType,
    destinationCode: hotel.destination.code,
    destinationName: arabic ? hotel.destination.nameAr : hotel.destination.name,
    zoneCode: hotel.zone.code,
    zoneName: arabic ? hotel.zone.nameAr : hotel.zone.name,
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    distance: Math.round(distanceKm * 10) / 10,
    guestRating: hotel.guestScore,
    reviews: hotel.reviewCount,
    amenities: [...hotel.facilities],
    currency: request.currency,
    minRate: formatMinorUnits(total),
    maxRate: formatMinorUnits(dearest),
    price: {
      currency: request.currency,
      total: formatMinorUnits(total),
      perNight: formatMinorUnits(Math.round(total / nights)),
      nights,
      atProperty: formatMinorUnits(
        chosen.reduce((sum, option) => sum + option.price.atPropertyMinor, 0),
      ),
      freeCancellation: chosen.every((option) => cancelsFree(option, request.nowMs)),
      refundable: chosen.every((option) => option.rateClass === 'NOR'),
      boardCode: cheapest.board,
    },
    rooms: [...rooms.values()],
  };
}
