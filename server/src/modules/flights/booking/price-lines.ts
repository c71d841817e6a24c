import { formatMinorUnits, parseAmount, toMinorUnits } from '../../../inventory/shared/money.ts';
import type { BookingPrice } from '../../bookings/schemas.ts';
import {
  FLIGHT_CHANGE_FEE_USD,
  FLIGHT_EXTRAS_USD,
  type FlightExtra,
  type FlightPriceLine,
} from '../constants.ts';
import type { FlightOffer } from '../schemas.ts';
import type { FlightExtras } from './schemas.ts';

// A flight booking's price: the offer's fares and its taxes and fees (together exactly its grand
// total, the figure the traveller saw on the card: Safar's service fee is one of its fees), then
// per passenger each extra chosen. Every passenger counts, lap infants too. Each extra is
// converted from US dollars once per passenger, in whole cents, and multiplied, so every line is
// exactly quantity × the unit price and the total is exactly the sum of the lines. Changes to
// other flights add their fees (issue 28): `changeFees` is how many were charged in all, one per
// passenger per change, so the line's quantity counts them.
export function bookingPrice(
  offer: FlightOffer,
  passengers: number,
  extras: FlightExtras,
  changeFees = 0,
): BookingPrice {
  const currency = offer.price.currency;
  const fares = parseAmount(offer.price.base);
  const lines: { code: FlightPriceLine; quantity: number; minor: number }[] = [
    { code: 'FARE', quantity: passengers, minor: fares },
    {
      code: 'TAXES_AND_FEES',
      quantity: passengers,
      minor: parseAmount(offer.price.grandTotal) - fares,
    },
  ];
  const chosen: Array<[FlightExtra, FlightPriceLine]> = [
    ['seatSelection', 'SEAT_SELECTION'],
    ['extraBaggage', 'EXTRA_BAGGAGE'],
    ['travelInsurance', 'TRAVEL_INSURANCE'],
  ];
  const perPassenger = (code: FlightPriceLine, usd: number, quantity: number) => {
    lines.push({ code, quantity, minor: toMinorUnits(usd, currency) * quantity });
  };
  for (const [extra, code] of chosen) {
    if (extras[extra]) perPassenger(code, FLIGHT_EXTRAS_USD[extra], passengers);
  }
  if (changeFees > 0) perPassenger('CHANGE_FEE', FLIGHT_CHANGE_FEE_USD, changeFees);
  return {
    currency,
    lines: lines.map((line) => ({
      code: line.code,
      quantity: line.quantity,
      amount: formatMinorUnits(line.minor),
    })),
    total: formatMinorUnits(lines.reduce((sum, line) => sum + line.minor, 0)),
  };
}
