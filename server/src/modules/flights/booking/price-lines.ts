import { formatMinorUnits, parseAmount, toMinorUnits } from '../../../inventory/shared/money.ts';
import type { BookingPrice } from '../../bookings/schemas.ts';
import { FLIGHT_EXTRAS_USD, type FlightExtra, type FlightPriceLine } from '../constants.ts';
import type { FlightOffer } from '../schemas.ts';
import type { FlightExtras } from './schemas.ts';

// A flight booking's price: the offer's fares and its taxes and fees (together exactly its grand
// total, the figure the traveller saw on the card: Safar's service fee is one of its fees), then
// per passenger each extra chosen. Every passenger counts, lap infants too. Each extra is
// converted from US dollars once per passenger, in whole cents, and multiplied, so every line is
// exactly quantity × the unit price and the total is exactly the sum of the lines.
export function bookingPrice(
  offer: FlightOffer,
  passengers: number,
  extras: FlightExtras,
): BookingPrice {
  const currency = offer.price.currency;
  const fares = parseAmount(offer.price.base);
  const lines: { code: FlightPriceLine; minor: number }[] = [
    { code: 'FARE', minor: fares },
    { code: 'TAXES_AND_FEES', minor: parseAmount(offer.price.grandTotal) - fares },
  ];
  const chosen: Array<[FlightExtra, FlightPriceLine]> = [
    ['seatSelection', 'SEAT_SELECTION'],
    ['extraBaggage', 'EXTRA_BAGGAGE'],
    ['travelInsurance', 'TRAVEL_INSURANCE'],
  ];
  for (const [extra, code] of chosen) {
    if (!extras[extra]) continue;
    lines.push({ code, minor: toMinorUnits(FLIGHT_EXTRAS_USD[extra], currency) * passengers });
  }
  return {
    currency,
    lines: lines.map((line) => ({
      code: line.code,
      quantity: passengers,
      amount: formatMinorUnits(line.minor),
    })),
    total: formatMinorUnits(lines.reduce((sum, line) => sum + line.minor, 0)),
  };
}
