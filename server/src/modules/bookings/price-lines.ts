import type { CurrencyCode } from '../../inventory/shared/currencies.ts';
import { formatMinorUnits, parseAmount, toMinorUnits } from '../../inventory/shared/money.ts';
import type { FlightOffer } from '../flights/schemas.ts';
import { FLIGHT_EXTRAS_USD, type FlightBooking, type FlightExtras } from './schemas.ts';

type PriceLine = FlightBooking['price']['lines'][number];

// §9 Flight: the tickets (the offer's grand total for the whole party), then per passenger the
// extras chosen and the taxes and fees. Every passenger counts, lap infants too. Each extra is
// converted from US dollars once per passenger, in whole cents, and multiplied, so every line is
// exactly quantity × the unit price and the total is exactly the sum of the lines.
export function bookingPrice(
  offer: FlightOffer,
  passengers: number,
  extras: FlightExtras,
): FlightBooking['price'] {
  const currency: CurrencyCode = offer.price.currency;
  const perPassenger = (usd: number) => toMinorUnits(usd, currency) * passengers;
  const lines: { code: PriceLine['code']; minor: number }[] = [
    { code: 'TICKETS', minor: parseAmount(offer.price.grandTotal) },
  ];
  if (extras.seatSelection) {
    lines.push({ code: 'SEAT_SELECTION', minor: perPassenger(FLIGHT_EXTRAS_USD.seatSelection) });
  }
  if (extras.extraBaggage) {
    lines.push({ code: 'EXTRA_BAGGAGE', minor: perPassenger(FLIGHT_EXTRAS_USD.extraBaggage) });
  }
  if (extras.travelInsurance) {
    lines.push({
      code: 'TRAVEL_INSURANCE',
      minor: perPassenger(FLIGHT_EXTRAS_USD.travelInsurance),
    });
  }
  lines.push({ code: 'TAXES_AND_FEES', minor: perPassenger(FLIGHT_EXTRAS_USD.taxesAndFees) });
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
