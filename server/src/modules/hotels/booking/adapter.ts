import type { Database } from '../../../db/client.ts';
import { freeCancellationUntilMs } from '../../../inventory/shared/free-cancellation.ts';
import { categoryName } from '../../../inventory/hotels/constants.ts';
import type { HotelInventory } from '../../../inventory/hotels/inventory.ts';
import { stayNights } from '../../../inventory/hotels/stay.ts';
import { parseAmount } from '../../../inventory/shared/money.ts';
import { localDateTime, localTimeToUtc } from '../../../inventory/shared/time.ts';
import { ApiError, badRequest } from '../../../lib/api-error.ts';
import type {
  BookingAdapter,
  BookingDraft,
  CancellationTerms,
  TimedRecord,
} from '../../bookings/adapter.ts';
import { HOTEL_PAYMENT_METHODS } from '../constants.ts';
import { acceptedRates, recheckRateKeys } from '../rates.ts';
import { cancellationMail, changeMail, confirmationMail } from './mail.ts';
import { bookedRate, bookingPrice } from './price-lines.ts';
import { roomsHeld, takeRooms, returnRooms, type BookedRooms } from './rooms.ts';
import { sameRoomsOn } from './same-rooms.ts';
import type {
  BookedRate,
  HotelBookingDetails,
  HotelChangeRequest,
  HotelOrderRequest,
} from './schemas.ts';

// The hotel kind of the booking core: an order's rate keys are priced again from the inventory
// (409 unavailable, sold_out or price_changed), a lead guest is named per room, and the booking
// holds its rooms on every night of the stay. Cancelling is free until FREE_CANCELLATION_HOURS
// before check-in on the hotel's clock; after that the first night is charged (§9), and a
// non-refundable rate gives nothing back.

export type HotelBookingAdapter = BookingAdapter<
  HotelOrderRequest,
  HotelBookingDetails,
  BookedRooms,
  HotelChangeRequest
>;
type HotelRecord = TimedRecord<HotelBookingDetails, BookedRooms>;

// A date and 'HH:MM' on the hotel's clock, as the booking shows it and in UTC.
function momentAt(zone: string, date: string, time: string) {
  const local = `${date}T${time}:00`;
  return { local, at: localTimeToUtc(zone, local) };
}

export function createHotelBookingAdapter(deps: {
  db: Database;
  inventory: () => Promise<HotelInventory>;
}): HotelBookingAdapter {
  // An order's or a change's rooms priced again from the inventory, as a booking draft; a
  // change's with the rooms it already holds counted as given back (`own`).
  async function priceStay(
    order: Pick<HotelOrderRequest, 'rooms' | 'holder' | 'remark'>,
    now: Date,
    own: BookedRooms | null = null,
  ): Promise<BookingDraft<HotelBookingDetails, BookedRooms>> {
    const inventory = await deps.inventory();
    const stay = await recheckRateKeys(
      { db: deps.db, inventory, now },
      order.rooms.map((room) => room.rateKey),
      { list: 'rooms', key: (index) => `rooms.${index}.rateKey` },
      own,
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
    const options = acceptedRates(stay);
    const { hotel, checkIn, checkOut } = stay;
    const zone = hotel.destination.timeZone;
    const nights = stayNights(checkIn, checkOut);
    const rates = options.map((option, index) =>
      bookedRate(option, order.rooms[index]?.guests ?? [], stay),
    );
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
      holds: roomsHeld(hotel, options, nights),
    };
  }

  // The change's rooms: as sent, or the booked ones on the new dates.
  async function changedRooms(booking: HotelRecord, change: HotelChangeRequest, now: Date) {
    const { rooms, checkIn, checkOut } = change;
    const dated = checkIn !== undefined || checkOut !== undefined;
    if (rooms && !dated) return rooms;
    if (rooms || checkIn === undefined || checkOut === undefined) {
      const field = rooms ? 'rooms' : checkIn === undefined ? 'checkIn' : 'checkOut';
      throw badRequest(
        `${field}: send either rooms, or checkIn and checkOut for the rooms as booked`,
        'invalid',
        field,
      );
    }
    const inventory = await deps.inventory();
    return sameRoomsOn({ db: deps.db, inventory, now }, booking, { checkIn, checkOut });
  }

  return {
    kind: 'hotel',
    paymentMethods: HOTEL_PAYMENT_METHODS,
    startedMessage: 'This stay has already begun.',

    prepare: (order, now) => priceStay(order, now),

    // A stay may change (dates, rooms, guests; the same hotel) while it could be cancelled for
    // free: every rate refundable and the deadline not passed. The difference is then all paid or
    // all given back, as cancelling would (hotel's rule: nothing is kept before the deadline).
    // It is priced as if its rooms were given back first, as the change does: the traveller is
    // not charged for their own rooms filling the hotel, and their own last room can be kept.
    async prepareChange(booking, change, now) {
      const refusal = changeRefusal(booking, stayTerms(booking, now));
      if (refusal) throw new ApiError(409, { detail: refusal, code: 'change_not_allowed' });
      const rooms = await changedRooms(booking, change, now);
      const draft = await priceStay(
        { ...booking.details, remark: booking.details.remark ?? undefined, rooms },
        now,
        booking.holds,
      );
      if (draft.details.hotel.code !== booking.details.hotel.code) {
        throw badRequest(
          `rooms: a change keeps the hotel (${booking.details.hotel.name}); to stay elsewhere, book that hotel and cancel this booking`,
          'other_hotel',
          'rooms',
        );
      }
      return draft;
    },

    take: (tx, holds, now) => takeRooms(tx, holds, now),
    release: (tx, holds, now) => returnRooms(tx, holds, now),

    terms: stayTerms,

    async times(booking) {
      const { hotel, checkIn, checkOut } = booking.details;
      return {
        startsAt: momentAt(hotel.timeZone, checkIn, hotel.checkInTime).at,
        endsAt: momentAt(hotel.timeZone, checkOut, hotel.checkOutTime).at,
      };
    },

    confirmationMail,
    cancellationMail,
    changeMail,
  };
}

// What was paid online is the rooms and the service fee (the local tax is paid at the hotel;
// nothing at all when paying at the hotel). Until the deadline all of it comes back, after it
// all but the first night of each refundable rate; a non-refundable rate keeps everything
// paid for it; once the stay has begun nothing can be cancelled.
function stayTerms(booking: HotelRecord, now: Date): CancellationTerms {
  const started = now >= booking.startsAt;
  const deadline = new Date(freeCancellationUntilMs(booking.startsAt.getTime()));
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
}

function changeRefusal(booking: HotelRecord, terms: CancellationTerms): string | null {
  if (booking.details.rates.some((rate) => rate.rateClass === 'NRF')) {
    return 'A non-refundable rate cannot be changed.';
  }
  if (!terms.free) {
    return `This stay can no longer be changed: changes were free until ${terms.freeUntilLocal?.replace('T', ' ').slice(0, 16)} hotel time.`;
  }
  return null;
}

const localAtHotel = (booking: HotelRecord, moment: Date) =>
  localDateTime(booking.details.hotel.timeZone, moment.getTime());
