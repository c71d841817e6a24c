import type { Database } from '../../../db/client.ts';
import { nightCapacity } from '../../../inventory/hotels/allotment.ts';
import {
  BOARD_NAMES,
  categoryName,
  FREE_CANCELLATION_HOURS,
} from '../../../inventory/hotels/constants.ts';
import type { HotelInventory } from '../../../inventory/hotels/inventory.ts';
import { cancellationPolicies } from '../../../inventory/hotels/offers.ts';
import { priceOption, stayNights, type RateOption } from '../../../inventory/hotels/stay.ts';
import { formatMinorUnits, parseAmount } from '../../../inventory/shared/money.ts';
import { localDateTime, localToUtcMs } from '../../../inventory/shared/time.ts';
import { badRequest } from '../../../lib/api-error.ts';
import type { BookingAdapter, CancellationTerms, TimedRecord } from '../../bookings/adapter.ts';
import type { BookingPrice } from '../../bookings/schemas.ts';
import { HOTEL_PAYMENT_METHODS, type HotelPriceLine } from '../constants.ts';
import { checkedRates, priceChanged, recheckRateKeys, type RecheckedStay } from '../rates.ts';
import { cancellationMail, confirmationMail } from './mail.ts';
import { takeRooms, returnRooms, type BookedRooms } from './rooms.ts';
import type { BookedRate, HotelBookingDetails, HotelOrderRequest } from './schemas.ts';

// The hotel kind of the booking core: an order's rate keys are priced again from the inventory
// (409 unavailable, sold_out or price_changed), a lead guest is named per room, and the booking
// holds its rooms on every night of the stay. Cancelling is free until FREE_CANCELLATION_HOURS
// before check-in on the hotel's clock; after that the first night is charged (§9), and a
// non-refundable rate gives nothing back.

export type HotelBookingAdapter = BookingAdapter<
  HotelOrderRequest,
  HotelBookingDetails,
  BookedRooms
>;
type HotelRecord = TimedRecord<HotelBookingDetails, BookedRooms>;

// Rates rise as the last rooms sell. An order keeps the total its traveller was quoted while at
// most this many more rooms of its type have sold since (travellers racing for the last rooms
// are not each sent back with a new price); any other difference is refused. The price kept is
// one the engine itself gave, never more than today's.
const QUOTE_HOLD_ROOMS = 9;

function acceptedOptions(stay: RecheckedStay): RateOption[] {
  const accepted: RateOption[] = [];
  for (const rate of stay.rates) {
    let found: RateOption | null = null;
    for (let more = 0; more <= QUOTE_HOLD_ROOMS && !found; more += 1) {
      const option =
        more === 0
          ? rate.option
          : priceOption(
              stay.hotel,
              rate.stay,
              rate.group,
              {
                board: rate.fields.board,
                rateClass: rate.fields.rateClass,
                currency: stay.currency,
                deadlineMs: stay.deadlineMs,
              },
              more,
            );
      if (option.price.totalMinor === rate.fields.totalMinor) found = option;
    }
    if (!found)
      throw priceChanged(
        checkedRates(
          stay,
          stay.rates.map((each) => each.option),
        ),
      );
    accepted.push(found);
  }
  return accepted;
}

function bookingPrice(
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

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

// A date and 'HH:MM' on the hotel's clock, as the booking shows it and in UTC.
function momentAt(zone: string, date: string, time: string) {
  return {
    local: `${date}T${time}:00`,
    at: new Date(localToUtcMs(zone, date, minutesOf(time))),
  };
}

export function createHotelBookingAdapter(deps: {
  db: Database;
  inventory: () => Promise<HotelInventory>;
}): HotelBookingAdapter {
  return {
    kind: 'hotel',
    paymentMethods: HOTEL_PAYMENT_METHODS,
    startedMessage: 'This stay has already begun.',

    async prepare(order, now) {
      const inventory = await deps.inventory();
      const stay = await recheckRateKeys(
        { db: deps.db, inventory, now },
        order.rooms.map((room) => room.rateKey),
        { list: 'rooms', key: (index) => `rooms.${index}.rateKey` },
      );
      order.rooms.forEach((room, index) => {
        const rooms = stay.rates[index]?.fields.rooms ?? 0;
        if (room.guests.length !== rooms) {
          throw badRequest(
            `rooms.${index}.guests: must name one lead guest per room (${rooms})`,
            'invalid',
            `rooms.${index}.guests`,
          );
        }
      });
      const options = acceptedOptions(stay);
      const { hotel, checkIn, checkOut } = stay;
      const zone = hotel.destination.timeZone;
      const nights = stayNights(checkIn, checkOut);
      const rates: BookedRate[] = options.map((option, index) => ({
        roomCode: option.room.code,
        roomName: option.room.name,
        boardCode: option.board,
        boardName: BOARD_NAMES[option.board],
        rateClass: option.rateClass,
        rooms: option.group.rooms,
        adults: option.group.adults,
        childrenAges: [...option.group.childAges],
        guests: (order.rooms[index]?.guests ?? []).map((guest) => guest.fullName),
        net: formatMinorUnits(option.price.netMinor),
        serviceFee: formatMinorUnits(option.price.serviceFeeMinor),
        atProperty: formatMinorUnits(option.price.atPropertyMinor),
        total: formatMinorUnits(option.price.totalMinor),
        firstNight: formatMinorUnits(option.price.firstNightMinor),
        cancellationPolicies: cancellationPolicies(option, hotel, stay.deadlineMs, stay.nowMs),
      }));
      const roomTypes = new Map<string, BookedRooms['roomTypes'][number]>();
      for (const option of options) {
        const held = roomTypes.get(option.room.code);
        if (held) held.rooms += option.group.rooms;
        else {
          roomTypes.set(option.room.code, {
            roomCode: option.room.code,
            rooms: option.group.rooms,
            capacities: nights.map((night) => nightCapacity(hotel, option.room, night)),
          });
        }
      }
      const people = options.flatMap((option) =>
        Array.from({ length: option.group.rooms }, () => option.group),
      );
      return {
        title: hotel.name,
        starts: momentAt(zone, checkIn, hotel.checkIn),
        ends: momentAt(zone, checkOut, hotel.checkOut),
        party: {
          adults: people.reduce((sum, group) => sum + group.adults, 0),
          children: people.reduce(
            (sum, group) => sum + group.childAges.filter((age) => age >= 2).length,
            0,
          ),
          infants: people.reduce(
            (sum, group) => sum + group.childAges.filter((age) => age < 2).length,
            0,
          ),
          rooms: people.length,
        },
        price: bookingPrice(options, nights.length, stay.currency),
        details: {
          hotel: {
            code: hotel.code,
            name: hotel.name,
            categoryName: categoryName(hotel.stars),
            stars: hotel.stars,
            propertyType: hotel.propertyType,
            destinationCode: hotel.destination.code,
            destinationName: hotel.destination.name,
            zoneName: hotel.zone.name,
            address: `${hotel.street.number} ${hotel.street.name}, ${hotel.zone.name}, ${hotel.destination.name}`,
            latitude: hotel.latitude,
            longitude: hotel.longitude,
            timeZone: zone,
            checkInTime: hotel.checkIn,
            checkOutTime: hotel.checkOut,
          },
          checkIn,
          checkOut,
          nights: nights.length,
          rates,
          holder: order.holder,
          remark: order.remark ?? null,
          freeCancellationUntil: options.some((option) => option.rateClass === 'NOR')
            ? localDateTime(zone, stay.deadlineMs)
            : null,
        },
        holds: { hotelCode: hotel.code, nights, roomTypes: [...roomTypes.values()] },
      };
    },

    take: (tx, holds, now) => takeRooms(tx, holds, now),
    release: (tx, holds, now) => returnRooms(tx, holds, now),

    // What was paid online is the rooms and the service fee (the local tax is paid at the hotel;
    // nothing at all when paying at the hotel). Until the deadline all of it comes back, after it
    // all but the first night of each refundable rate; a non-refundable rate keeps everything
    // paid for it; once the stay has begun nothing can be cancelled.
    terms(booking, now): CancellationTerms {
      const started = now >= booking.startsAt;
      const deadline = new Date(booking.startsAt.getTime() - FREE_CANCELLATION_HOURS * 3_600_000);
      const late = now >= deadline;
      const rates = booking.details.rates;
      const onlineOf = (rate: BookedRate) => parseAmount(rate.net) + parseAmount(rate.serviceFee);
      const paidOnline =
        booking.payment.method === 'pay-at-hotel'
          ? 0
          : rates.reduce((sum, rate) => sum + onlineOf(rate), 0);
      const charged = rates.reduce((sum, rate) => {
        if (rate.rateClass === 'NRF') return sum + onlineOf(rate);
        return late ? sum + parseAmount(rate.firstNight) : sum;
      }, 0);
      const refundable = rates.some((rate) => rate.rateClass === 'NOR');
      const free = !started && !late && rates.every((rate) => rate.rateClass === 'NOR');
      return {
        allowed: !started,
        refundMinor: started ? 0 : Math.max(0, paidOnline - charged),
        paidMinor: paidOnline,
        free,
        freeUntil: refundable ? deadline : null,
        freeUntilLocal: refundable ? localAtHotel(booking, deadline) : null,
        reason: started ? 'started' : null,
      };
    },

    async times(booking) {
      const { hotel, checkIn, checkOut } = booking.details;
      return {
        startsAt: momentAt(hotel.timeZone, checkIn, hotel.checkInTime).at,
        endsAt: momentAt(hotel.timeZone, checkOut, hotel.checkOutTime).at,
      };
    },

    confirmationMail,
    cancellationMail,
  };
}

const localAtHotel = (booking: HotelRecord, moment: Date) =>
  localDateTime(booking.details.hotel.timeZone, moment.getTime());
