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

/** /hotel-booking for these rates (one per group of rooms) of a hotel. */
export function bookingLink(hotelCode: number, rates: readonly Pick<HotelRate, 'rateKey'>[]) {
  const params = new URLSearchParams({ hotel: String(hotelCode) });
  for (const { rateKey } of rates) params.append('rate', rateKey);
  return `/hotel-booking?${params}`;
}
