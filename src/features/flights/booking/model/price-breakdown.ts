import type { BookableOffer, BookingCurrency } from './bookable-offer';
import { CURRENCY_RATES, FLIGHT_EXTRAS_USD } from './booking-options';

/*
 * The summary's arithmetic, the server's (§9 "Flight"): the offer's grand total for the tickets,
 * and each chosen extra and the taxes and fees per passenger, in US dollars converted into the
 * offer's currency at the fixed rates. Amounts are whole minor units (cents) so the lines always
 * add up to the total; the booking the server answers is the final word.
 */

export type PriceLineCode =
  'TICKETS' | 'SEAT_SELECTION' | 'EXTRA_BAGGAGE' | 'TRAVEL_INSURANCE' | 'TAXES_AND_FEES';

export interface PriceLine {
  code: PriceLineCode;
  /** Passengers the line is for. */
  quantity: number;
  /** In minor units of the currency. */
  minor: number;
}

export interface PriceBreakdown {
  currency: BookingCurrency;
  lines: PriceLine[];
  totalMinor: number;
}

export interface ChosenExtras {
  seatSelection: boolean;
  extraBaggage: boolean;
  travelInsurance: boolean;
}

/** One passenger's share of a US-dollar amount, in minor units of the currency. */
export const perPassengerMinor = (usd: number, currency: BookingCurrency) =>
  Math.round(usd * CURRENCY_RATES[currency] * 100);

export function priceBreakdown(
  offer: BookableOffer,
  passengers: number,
  extras: ChosenExtras,
): PriceBreakdown {
  const { currency } = offer.price;
  const perPassenger = (code: PriceLineCode, usd: number): PriceLine => ({
    code,
    quantity: passengers,
    minor: perPassengerMinor(usd, currency) * passengers,
  });
  const lines: PriceLine[] = [
    {
      code: 'TICKETS',
      quantity: passengers,
      minor: Math.round(Number(offer.price.grandTotal) * 100),
    },
    ...(extras.seatSelection
      ? [perPassenger('SEAT_SELECTION', FLIGHT_EXTRAS_USD.seatSelection)]
      : []),
    ...(extras.extraBaggage ? [perPassenger('EXTRA_BAGGAGE', FLIGHT_EXTRAS_USD.extraBaggage)] : []),
    ...(extras.travelInsurance
      ? [perPassenger('TRAVEL_INSURANCE', FLIGHT_EXTRAS_USD.travelInsurance)]
      : []),
    perPassenger('TAXES_AND_FEES', FLIGHT_EXTRAS_USD.taxesAndFees),
  ];
  return {
    currency,
    lines,
    totalMinor: lines.reduce((sum, line) => sum + line.minor, 0),
  };
}
