import type { Database } from '../../db/client.ts';
import type { SoldRooms } from '../../inventory/hotels/allotment.ts';
import type { HotelInventory } from '../../inventory/hotels/inventory.ts';
import { hotelOffer } from '../../inventory/hotels/offers.ts';
import { decodeRateKey, type RateKeyFields } from '../../inventory/hotels/rate-key.ts';
import {
  fits,
  freeCancellationDeadline,
  nightCount,
  priceOption,
  roomStayOf,
  type HotelStay,
  type RateOption,
  type RoomGroup,
  type RoomStay,
} from '../../inventory/hotels/stay.ts';
import type { Hotel, RoomType } from '../../inventory/hotels/types.ts';
import { formatMinorUnits } from '../../inventory/shared/money.ts';
import { heldPrice, QUOTE_HOLD } from '../../inventory/shared/quote-hold.ts';
import { addDays, localDate } from '../../inventory/shared/time.ts';
import { ApiError, badRequest } from '../../lib/api-error.ts';
import type { BookedRooms } from './booking/rooms.ts';
import { STAY_LIMITS, type HotelLanguage } from './constants.ts';
import { findSoldRooms } from './repository.ts';
import type { CheckedRates } from './schemas.ts';

// Rate keys priced again at today's price and rooms: what POST /api/hotelbeds/checkrates/ answers
// and what a booking is made of. A key is only ever a request to price its fields again; nothing
// it says about the price is trusted.

export interface RecheckedRate {
  fields: RateKeyFields;
  room: RoomType;
  group: RoomGroup;
  stay: RoomStay;
  // At today's price.
  option: RateOption;
  // The room type as a search sees it now: the same as `stay`, but for a change, where a search
  // counts the booking's own rooms as sold (null when they are all that is left).
  searched: RoomStay | null;
}

export interface RecheckedStay {
  hotel: Hotel;
  checkIn: string;
  checkOut: string;
  currency: RateKeyFields['currency'];
  nowMs: number;
  deadlineMs: number;
  rates: RecheckedRate[];
}

export const unavailable = () =>
  new ApiError(409, {
    detail: 'This stay can no longer be booked. Please search again.',
    code: 'unavailable',
  });

export const soldOut = () =>
  new ApiError(409, { detail: 'Not enough rooms left at this hotel', code: 'sold_out' });

export const priceChanged = (rates: CheckedRates) =>
  new ApiError(409, {
    detail: 'The price of this stay has changed.',
    code: 'price_changed',
    rates,
  });

const notARateKey = (field: string) => badRequest(`${field}: is not a rate key`, 'invalid', field);

// The hotel, room type and guests a key names, when it is one the engine could have made.
function resolve(inventory: HotelInventory, fields: RateKeyFields, field: string) {
  const hotel = inventory.hotel(fields.hotelCode);
  const room = hotel?.rooms.find((each) => each.code === fields.roomCode);
  const group: RoomGroup = {
    rooms: fields.rooms,
    adults: fields.adults,
    childAges: fields.childAges,
  };
  if (
    !hotel ||
    !room ||
    !hotel.boards.includes(fields.board) ||
    !hotel.rateClasses.includes(fields.rateClass) ||
    fields.rooms < 1 ||
    fields.adults < 1 ||
    fields.childAges.some((age) => age > STAY_LIMITS.childAgeMax) ||
    !fits(room, group) ||
    fields.checkOut <= fields.checkIn ||
    nightCount(fields.checkIn, fields.checkOut) > STAY_LIMITS.nightsMax
  ) {
    throw notARateKey(field);
  }
  return { hotel, room, group };
}

// Where the keys are in the request, for the 400s that name them: the list, and each key.
export interface RateKeyFieldNames {
  list: string;
  key(index: number): string;
}

const CHECKRATES_FIELDS: RateKeyFieldNames = {
  list: 'rateKeys',
  key: (index) => `rateKeys.${index}`,
};

// Rooms sold, less a booking's own on the nights it holds them.
function soldWithout(sold: SoldRooms, own: BookedRooms): SoldRooms {
  const rooms = new Map(own.roomTypes.map((type) => [type.roomCode, type.rooms]));
  const nights = new Set(own.nights);
  return (hotelCode, roomCode, night) => {
    const count = sold(hotelCode, roomCode, night);
    if (hotelCode !== own.hotelCode || !nights.has(night)) return count;
    return Math.max(0, count - (rooms.get(roomCode) ?? 0));
  };
}

// `own` is a booking's rooms when the keys are a change of it: they are priced and counted as if
// given back first, as the change itself does (issue 28), so a stay re-quoted on its own nights
// costs what it did and its own last room can be kept.
export async function recheckRateKeys(
  deps: { db: Database; inventory: HotelInventory; now: Date },
  keys: readonly string[],
  names: RateKeyFieldNames = CHECKRATES_FIELDS,
  own: BookedRooms | null = null,
): Promise<RecheckedStay> {
  const field = names.list;
  const decoded = keys.map((key, index) => {
    const fields = decodeRateKey(key);
    if (!fields) throw notARateKey(names.key(index));
    return { fields, ...resolve(deps.inventory, fields, names.key(index)) };
  });
  const [first] = decoded;
  if (!first) throw badRequest(`${field}: must have at least 1 items`, 'invalid', field);
  const same = decoded.every(
    ({ fields }) =>
      fields.hotelCode === first.fields.hotelCode &&
      fields.checkIn === first.fields.checkIn &&
      fields.checkOut === first.fields.checkOut &&
      fields.currency === first.fields.currency,
  );
  if (!same)
    throw badRequest(`${field}: must all be of one hotel, stay and currency`, 'invalid', field);
  if (decoded.reduce((sum, { fields }) => sum + fields.rooms, 0) > STAY_LIMITS.roomsMax) {
    throw badRequest(
      `${field}: must book at most ${STAY_LIMITS.roomsMax} rooms in all`,
      'invalid',
      field,
    );
  }
  const { hotel } = first;
  const { checkIn, checkOut, currency } = first.fields;
  const nowMs = deps.now.getTime();
  const today = localDate(hotel.destination.timeZone, nowMs);
  if (checkIn < today) throw unavailable();
  // A key past the horizon was never offered: searches stop there.
  if (checkIn > addDays(today, STAY_LIMITS.daysAheadMax)) {
    throw badRequest(
      `${names.key(0)}: check-in must be at most ${STAY_LIMITS.daysAheadMax} days ahead`,
      'invalid',
      names.key(0),
    );
  }
  const sold = await findSoldRooms(deps.db, [hotel.code], checkIn, checkOut);
  const free = own ? soldWithout(sold, own) : sold;
  // Rooms of each type the keys ask for together, against what is left of it.
  const wanted = new Map<string, number>();
  for (const { fields } of decoded) {
    wanted.set(fields.roomCode, (wanted.get(fields.roomCode) ?? 0) + fields.rooms);
  }
  const deadlineMs = freeCancellationDeadline(hotel, checkIn);
  const rates = decoded.map(({ fields, room, group }) => {
    const dates = { checkIn, checkOut, today };
    const stay = roomStayOf(hotel, room, dates, free);
    if (!stay || stay.roomsLeft < (wanted.get(room.code) ?? 0)) throw soldOut();
    const option = priceOption(hotel, stay, group, {
      board: fields.board,
      rateClass: fields.rateClass,
      currency,
      deadlineMs,
    });
    const searched = own ? roomStayOf(hotel, room, dates, sold) : stay;
    return { fields, room, group, stay, option, searched };
  });
  return { hotel, checkIn, checkOut, currency, nowMs, deadlineMs, rates };
}

// The rates as a checkrates answer (one rate per key, new keys carrying today's totals).
export function checkedRates(
  stay: RecheckedStay,
  options: readonly RateOption[],
  language: HotelLanguage = 'ENG',
): CheckedRates {
  const priced: HotelStay = {
    hotel: stay.hotel,
    options: options.map((option) => [option]),
    deadlineMs: stay.deadlineMs,
  };
  const offer = hotelOffer(priced, stay.hotel.centreKm, { ...stay, language }, () => true);
  if (!offer) throw new Error('a re-checked stay has its rates');
  return {
    hotel: offer,
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    total: formatMinorUnits(options.reduce((sum, option) => sum + option.price.totalMinor, 0)),
    currency: stay.currency,
  };
}

// POST /api/hotelbeds/checkrates/: 200 with the rates when every total is still the one quoted,
// else 409 price_changed carrying them at today's price.
export async function checkRates(
  deps: { db: Database; inventory: HotelInventory; now: Date },
  keys: readonly string[],
  language: HotelLanguage = 'ENG',
): Promise<CheckedRates> {
  const stay = await recheckRateKeys(deps, keys);
  const options = stay.rates.map((rate) => rate.option);
  const answer = checkedRates(stay, options, language);
  if (stay.rates.some((rate) => rate.option.price.totalMinor !== rate.fields.totalMinor)) {
    throw priceChanged(answer);
  }
  return answer;
}

// The rates an order goes ahead with: each at today's price, or priced with up to
// QUOTE_HOLD.rooms more rooms left when that is the total quoted (inventory/shared/quote-hold.ts).
// A change's key may carry a search's price, made with the booking's own rooms counted as sold:
// it goes ahead at the same price without them, never more than the key's.
// 409 price_changed, with today's rates, when any rate's price moved further.
export function acceptedRates(stay: RecheckedStay): RateOption[] {
  return stay.rates.map((rate) => {
    const choice = {
      board: rate.fields.board,
      rateClass: rate.fields.rateClass,
      currency: stay.currency,
      deadlineMs: stay.deadlineMs,
    };
    const priced = (roomStay: RoomStay, more: number) =>
      more === 0 && roomStay === rate.stay
        ? rate.option
        : priceOption(stay.hotel, roomStay, rate.group, choice, more);
    const views =
      rate.searched && rate.searched !== rate.stay ? [rate.stay, rate.searched] : [rate.stay];
    // The fewest more rooms left at which the key's total is a price either view gives.
    const more = heldPrice(
      QUOTE_HOLD.rooms,
      (extraLeft) => extraLeft,
      (extraLeft) =>
        views.some((view) => priced(view, extraLeft).price.totalMinor === rate.fields.totalMinor),
    );
    if (more === null) {
      throw priceChanged(
        checkedRates(
          stay,
          stay.rates.map((each) => each.option),
        ),
      );
    }
    return priced(rate.stay, more);
  });
}
