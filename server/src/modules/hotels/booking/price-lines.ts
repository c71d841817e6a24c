import { BOARD_NAMES } from '../../../inventory/hotels/constants.ts';
import { cancellationPolicies } from '../../../inventory/hotels/offers.ts';
import type { RateOption } from '../../../inventory/hotels/stay.ts';
import { formatMinorUnits } from '../../../inventory/shared/money.ts';
import type { BookingPrice } from '../../bookings/schemas.ts';
import type { HotelPriceLine } from '../constants.ts';
import type { RecheckedStay } from '../rates.ts';
import type { BookedRate } from './schemas.ts';

// What a hotel booking keeps of its accepted rates (modules/hotels/rates.ts, acceptedRates): each
// rate as booked, and the booking's price lines.

export function bookedRate(
  option: RateOption,
  guests: readonly { fullName: string }[],
  stay: RecheckedStay,
): BookedRate {
  return {
    roomCode: option.room.code,
    roomName: option.room.name,
    boardCode: option.board,
    boardName: BOARD_NAMES[option.board],
    rateClass: option.rateClass,
    rooms: option.group.rooms,
    adults: option.group.adults,
    childrenAges: [...option.group.childAges],
    guests: guests.map((guest) => guest.fullName),
    net: formatMinorUnits(option.price.netMinor),
    serviceFee: formatMinorUnits(option.price.serviceFeeMinor),
    atProperty: formatMinorUnits(option.price.atPropertyMinor),
    total: formatMinorUnits(option.price.totalMinor),
    firstNight: formatMinorUnits(option.price.firstNightMinor),
    cancellationPolicies: cancellationPolicies(option, stay.hotel, stay.deadlineMs, stay.nowMs),
  };
}

export function bookingPrice(
  options: readonly RateOption[],
  nights: number,
  currency: BookingPrice['currency'],
): BookingPrice {
  const sum = (pick: (option: RateOption) => number) =>
    options.reduce((total, option) => total + pick(option), 0);
  const roomNights = sum((option) => option.group.rooms) * nights;
  const lines: { code: HotelPriceLine; quantity: number; minor: number }[] = [
    { code: 'ROOMS', quantity: roomNights, minor: sum((option) => option.price.netMinor) },
    { code: 'SERVICE_FEE', quantity: 1, minor: sum((option) => option.price.serviceFeeMinor) },
  ];
  const atProperty = sum((option) => option.price.atPropertyMinor);
  if (atProperty > 0)
    lines.push({ code: 'LOCAL_TAX_AT_HOTEL', quantity: nights, minor: atProperty });
  return {
    currency,
    lines: lines.map((line) => ({
      code: line.code,
      quantity: line.quantity,
      amount: formatMinorUnits(line.minor),
    })),
    total: formatMinorUnits(lines.reduce((total, line) => total + line.minor, 0)),
  };
}
