import type { HotelOffer, HotelRate } from '../api/hotel-types';

/** A group of rooms with the same guests: one rate key of a booking each. */
export const rateGroup = (rate: Pick<HotelRate, 'adults' | 'childrenAges'>) =>
  `${rate.adults}|${rate.childrenAges}`;

export interface RoomRate {
  roomCode: string;
  roomName: string;
  rate: HotelRate;
}

/** Every rate of a hotel with its room, cheapest first. */
export function roomRates(hotel: Pick<HotelOffer, 'rooms'>): RoomRate[] {
  return hotel.rooms
    .flatMap((room) =>
      room.rates.map((rate) => ({ roomCode: room.code, roomName: room.name, rate })),
    )
    .sort((a, b) => Number(a.rate.total) - Number(b.rate.total));
}

/** The cheapest rate of each group of rooms: what a card's price is made of. */
export function cheapestRates(hotel: Pick<HotelOffer, 'rooms'>): RoomRate[] {
  const cheapest = new Map<string, RoomRate>();
  for (const roomRate of roomRates(hotel)) {
    const group = rateGroup(roomRate.rate);
    if (!cheapest.has(group)) cheapest.set(group, roomRate);
  }
  return [...cheapest.values()];
}

/**
 * What a traveller chose for a group of rooms: the room, the board and the rate class. A rate key
 * names the dates and the price too, so it changes with the stay; the choice does not.
 */
export const rateChoice = ({ roomCode, rate }: RoomRate) =>
  `${roomCode}|${rate.boardCode}|${rate.rateClass}`;

/** The traveller's choices by group of rooms (rateGroup → rateChoice). */
export type RateChoices = Readonly<Record<string, string>>;

/**
 * The rate of each group of rooms for the stay offered: the one chosen when the hotel still
 * offers it for these dates, else the cheapest (and `unavailable` says a choice was not kept).
 */
export function selectedRates(
  hotel: Pick<HotelOffer, 'rooms'>,
  choices: RateChoices,
): { selected: RoomRate[]; unavailable: boolean } {
  const all = roomRates(hotel);
  let unavailable = false;
  const selected = cheapestRates(hotel).map((cheapest) => {
    const group = rateGroup(cheapest.rate);
    const chosen = choices[group];
    if (!chosen) return cheapest;
    const kept = all.find((each) => rateGroup(each.rate) === group && rateChoice(each) === chosen);
    if (!kept) unavailable = true;
    return kept ?? cheapest;
  });
  return { selected, unavailable };
}

/** /hotel-booking for these rates (one per group of rooms) of a hotel. */
export function bookingLink(hotelCode: number, rates: readonly Pick<HotelRate, 'rateKey'>[]) {
  const params = new URLSearchParams({ hotel: String(hotelCode) });
  for (const { rateKey } of rates) params.append('rate', rateKey);
  return `/hotel-booking?${params}`;
}
