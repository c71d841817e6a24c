import type { HotelRate } from '../api/hotel-types';

export interface StayPrice {
  /** The hotel's price for the rooms and nights, its own taxes inside. */
  rooms: number;
  serviceFee: number;
  /** Local tax the hotel collects on arrival (part of the total, not paid online). */
  atProperty: number;
  total: number;
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

/**
 * The price of the chosen rates, in the lines of §9's breakdown and the server's
 * HOTEL_PRICE_LINES (rooms, service fee, local tax at the hotel); summed in cents, so the lines
 * add up to the total exactly as the server's do.
 */
export function stayPrice(rates: readonly HotelRate[]): StayPrice {
  let rooms = 0;
  let serviceFee = 0;
  let atProperty = 0;
  let total = 0;
  for (const rate of rates) {
    rooms += cents(rate.net);
    serviceFee += cents(rate.serviceFee);
    atProperty += rate.taxes.taxes
      .filter((tax) => !tax.included)
      .reduce((sum, tax) => sum + cents(tax.amount), 0);
    total += cents(rate.total);
  }
  return {
    rooms: rooms / 100,
    serviceFee: serviceFee / 100,
    atProperty: atProperty / 100,
    total: total / 100,
  };
}
