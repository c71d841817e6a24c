import type { CurrencyCode } from '../shared/currencies.ts';
import { freeCancellationUntilMs } from '../shared/free-cancellation.ts';
import { addDays, dayNumber, localToUtcMs } from '../shared/time.ts';
import type { BoardCode, RateClass } from './constants.ts';
import { nightCapacity, roomsLeft, type SoldRooms } from './allotment.ts';
import { priceRate, roomNightUsd, type RatePrice, type RoomOccupancy } from './pricing.ts';
import type { Hotel, RoomType } from './types.ts';

// A hotel priced for one stay and party: every rate (room type × board × rate class) that fits
// each group of rooms, from what is left of the allotments.

// `rooms` rooms, each for these guests (one entry of the request's occupancies).
export interface RoomGroup extends RoomOccupancy {
  rooms: number;
}

export interface StayRequest {
  checkIn: string;
  checkOut: string;
  groups: readonly RoomGroup[];
  currency: CurrencyCode;
  // Today at the destination, for the days booked ahead.
  today: string;
}

export interface RateOption {
  room: RoomType;
  board: BoardCode;
  rateClass: RateClass;
  group: RoomGroup;
  price: RatePrice;
  // Fewest rooms of the type left on any night of the stay.
  roomsLeft: number;
  // The hotel's free-cancellation deadline for the stay (UTC ms).
  deadlineMs: number;
}

// Refundable, with its deadline still ahead at `nowMs`. Judged when asked, not when priced, so
// priced stays can be kept while the clock moves.
export const cancelsFree = (option: RateOption, nowMs: number) =>
  option.rateClass === 'NOR' && option.deadlineMs > nowMs;

export interface HotelStay {
  hotel: Hotel;
  // Per group of the request, its rates, cheapest first.
  options: readonly (readonly RateOption[])[];
  // The free-cancellation deadline of its refundable rates (UTC ms).
  deadlineMs: number;
}

export function stayNights(checkIn: string, checkOut: string): string[] {
  const nights: string[] = [];
  for (let night = checkIn; night < checkOut; night = addDays(night, 1)) nights.push(night);
  return nights;
}

export const nightCount = (checkIn: string, checkOut: string) =>
  dayNumber(checkOut) - dayNumber(checkIn);

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

// Free cancellation ends FREE_CANCELLATION_HOURS before check-in, on the hotel's clock.
export function freeCancellationDeadline(hotel: Hotel, checkIn: string): number {
  const checkInMs = localToUtcMs(hotel.destination.timeZone, checkIn, minutesOf(hotel.checkIn));
  return freeCancellationUntilMs(checkInMs);
}

export const fits = (room: RoomType, group: RoomOccupancy) =>
  group.adults <= room.maxAdults &&
  group.childAges.length <= room.maxChildren &&
  group.adults + group.childAges.length <= room.maxPax;

// Each room type's fewest rooms left over the stay and its nightly prices for two.
export interface RoomStay {
  room: RoomType;
  roomsLeft: number;
  nightsUsd: number[];
}

function roomStays(
  hotel: Hotel,
  nights: readonly string[],
  today: string,
  sold: SoldRooms,
): RoomStay[] {
  const stays: RoomStay[] = [];
  for (const room of hotel.rooms) {
    let left = Infinity;
    for (const night of nights) {
      left = Math.min(
        left,
        roomsLeft(nightCapacity(hotel, room, night), sold(hotel.code, room.code, night)),
      );
      if (left === 0) break;
    }
    if (left <= 0) continue;
    stays.push({
      room,
      roomsLeft: left,
      nightsUsd: nights.map((night) => roomNightUsd(hotel, room, night, today)),
    });
  }
  return stays;
}

// One rate priced for a group (a re-check of a rate key), with this many more rooms left than
// there are (`extraLeft`: the price quoted before the last few rooms sold).
export function priceOption(
  hotel: Hotel,
  stay: RoomStay,
  group: RoomGroup,
  choice: { board: BoardCode; rateClass: RateClass; currency: CurrencyCode; deadlineMs: number },
  extraLeft = 0,
): RateOption {
  const price = priceRate({
    hotel,
    room: stay.room,
    board: choice.board,
    rateClass: choice.rateClass,
    rooms: group.rooms,
    occupancy: group,
    currency: choice.currency,
    roomNightsUsd: stay.nightsUsd,
    roomsLeft: stay.roomsLeft + extraLeft,
  });
  return {
    room: stay.room,
    board: choice.board,
    rateClass: choice.rateClass,
    group,
    price,
    roomsLeft: stay.roomsLeft,
    deadlineMs: choice.deadlineMs,
  };
}

// Every rate of the hotel for each group, or null when some group has none (sold out, or no room
// type holds its guests).
export function priceHotelStay(
  hotel: Hotel,
  request: StayRequest,
  sold: SoldRooms,
): HotelStay | null {
  const nights = stayNights(request.checkIn, request.checkOut);
  const rooms = roomStays(hotel, nights, request.today, sold);
  const deadlineMs = freeCancellationDeadline(hotel, request.checkIn);
  const options: RateOption[][] = [];
  for (const group of request.groups) {
    const list: RateOption[] = [];
    for (const stay of rooms) {
      if (stay.roomsLeft < group.rooms || !fits(stay.room, group)) continue;
      for (const board of hotel.boards) {
        for (const rateClass of hotel.rateClasses) {
          list.push(
            priceOption(hotel, stay, group, {
              board,
              rateClass,
              currency: request.currency,
              deadlineMs,
            }),
          );
        }
      }
    }
    if (list.length === 0) return null;
    list.sort((a, b) => a.price.totalMinor - b.price.totalMinor);
    options.push(list);
  }
  return { hotel, options, deadlineMs };
}

// The stay of one room type for a re-check: null when it is sold out for the stay.
export function roomStayOf(
  hotel: Hotel,
  room: RoomType,
  request: Pick<StayRequest, 'checkIn' | 'checkOut' | 'today'>,
  sold: SoldRooms,
): RoomStay | null {
  const nights = stayNights(request.checkIn, request.checkOut);
  return roomStays({ ...hotel, rooms: [room] }, nights, request.today, sold)[0] ?? null;
}
