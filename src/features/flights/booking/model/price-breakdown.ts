import {
  CURRENCY_RATES,
  FLIGHT_EXTRAS_USD,
  type FlightExtra,
  type FlightPriceLine,
  type TravelerType,
} from '@server/modules/flights/constants.ts';

import type { BookableOffer, BookingCurrency } from './bookable-offer';

/*
 * The summary's arithmetic, the server's (§9 "Flight", FLIGHT_PRICE_LINES): the offer's fares and
 * its taxes and fees (Safar's service fee among them) make its grand total, the figure on the
 * card; each chosen extra is added per passenger, in US dollars converted into the offer's currency
 * at the fixed rates. Nothing else is added. Amounts are whole minor units (cents) so the lines
 * always add up to the total; the booking the server answers is the final word.
 */

export interface PriceLine {
  code: FlightPriceLine;
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

export type ChosenExtras = Record<FlightExtra, boolean>;

const EXTRA_LINES: [FlightExtra, FlightPriceLine][] = [
  ['seatSelection', 'SEAT_SELECTION'],
  ['extraBaggage', 'EXTRA_BAGGAGE'],
  ['travelInsurance', 'TRAVEL_INSURANCE'],
];

const minorOf = (amount: string | undefined) => Math.round(Number(amount ?? 0) * 100);

/** One passenger's share of a US-dollar amount, in minor units of the currency. */
export const perPassengerMinor = (usd: number, currency: BookingCurrency) =>
  Math.round(usd * CURRENCY_RATES[currency] * 100);

/** The extras chosen, for one passenger, in minor units. */
const extrasPerPassengerMinor = (extras: ChosenExtras, currency: BookingCurrency) =>
  EXTRA_LINES.reduce(
    (sum, [extra]) =>
      sum + (extras[extra] ? perPassengerMinor(FLIGHT_EXTRAS_USD[extra], currency) : 0),
    0,
  );

export function priceBreakdown(offer: BookableOffer, extras: ChosenExtras): PriceBreakdown {
  const { currency } = offer.price;
  const passengers = offer.travelerPricings.length;
  const grandTotal = minorOf(offer.price.grandTotal);
  const fares = offer.price.base ? minorOf(offer.price.base) : grandTotal;
  const lines: PriceLine[] = [
    { code: 'FARE', quantity: passengers, minor: fares },
    ...(grandTotal > fares
      ? [{ code: 'TAXES_AND_FEES' as const, quantity: passengers, minor: grandTotal - fares }]
      : []),
    ...EXTRA_LINES.filter(([extra]) => extras[extra]).map(([extra, code]) => ({
      code,
      quantity: passengers,
      minor: perPassengerMinor(FLIGHT_EXTRAS_USD[extra], currency) * passengers,
    })),
  ];
  return { currency, lines, totalMinor: lines.reduce((sum, line) => sum + line.minor, 0) };
}

export interface PassengerPrice {
  travelerType: TravelerType;
  /** The fare with its taxes and fees, as priced for this passenger. */
  ticketMinor: number;
  /** The extras chosen, for this passenger. */
  extrasMinor: number;
  totalMinor: number;
}

/** What each passenger costs (the breakdown one click away); together, the total. */
export function perPassengerPrices(offer: BookableOffer, extras: ChosenExtras): PassengerPrice[] {
  const extrasMinor = extrasPerPassengerMinor(extras, offer.price.currency);
  return offer.travelerPricings.map((pricing) => {
    const ticketMinor = minorOf(pricing.price.total);
    return {
      travelerType: pricing.travelerType,
      ticketMinor,
      extrasMinor,
      totalMinor: ticketMinor + extrasMinor,
    };
  });
}
