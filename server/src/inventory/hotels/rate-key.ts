import { CURRENCY_CODES, type CurrencyCode } from '../shared/currencies.ts';
import { BOARD_CODES, RATE_CLASSES, type BoardCode, type RateClass } from './constants.ts';

// A rate key names one rate exactly, as Hotelbeds' do: the hotel, room type, board, rate class,
// stay, the rooms and guests it is for, the currency and the total quoted. It is opaque to
// clients (base64url of fields joined by '|') and carries no secret: a re-check prices the rate
// again from these fields and compares the total, so an altered key can only be refused.

export interface RateKeyFields {
  hotelCode: number;
  roomCode: string;
  board: BoardCode;
  rateClass: RateClass;
  checkIn: string;
  checkOut: string;
  rooms: number;
  adults: number;
  childAges: readonly number[];
  currency: CurrencyCode;
  totalMinor: number;
}

const VERSION = 'H1';
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ROOM = /^[A-Z]{3}\.[A-Z0-9]{2}$/;
const COUNT = /^\d{1,3}$/;
const AGES = /^(\d{1,2}(\.\d{1,2})*)?$/;
const AMOUNT = /^\d{1,12}$/;

export function encodeRateKey(fields: RateKeyFields): string {
  const text = [
    VERSION,
    fields.hotelCode,
    fields.roomCode,
    fields.board,
    fields.rateClass,
    fields.checkIn,
    fields.checkOut,
    fields.rooms,
    fields.adults,
    fields.childAges.join('.'),
    fields.currency,
    fields.totalMinor,
  ].join('|');
  return Buffer.from(text, 'utf8').toString('base64url');
}

// The fields of a key, or null when it is not one of ours (whatever its content).
export function decodeRateKey(key: string): RateKeyFields | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(key)) return null;
  const parts = Buffer.from(key, 'base64url').toString('utf8').split('|');
  if (parts.length !== 12) return null;
  const [
    version,
    hotel,
    room,
    board,
    rateClass,
    checkIn,
    checkOut,
    rooms,
    adults,
    ages,
    currency,
    total,
  ] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (
    version !== VERSION ||
    !/^\d{6,8}$/.test(hotel) ||
    !ROOM.test(room) ||
    !BOARD_CODES.includes(board as BoardCode) ||
    !RATE_CLASSES.includes(rateClass as RateClass) ||
    !DATE.test(checkIn) ||
    !DATE.test(checkOut) ||
    !COUNT.test(rooms) ||
    !COUNT.test(adults) ||
    !AGES.test(ages) ||
    !CURRENCY_CODES.includes(currency as CurrencyCode) ||
    !AMOUNT.test(total)
  ) {
    return null;
  }
  return {
    hotelCode: Number(hotel),
    roomCode: room,
    board: board as BoardCode,
    rateClass: rateClass as RateClass,
    checkIn,
    checkOut,
    rooms: Number(rooms),
    adults: Number(adults),
    childAges: ages === '' ? [] : ages.split('.').map(Number),
    currency: currency as CurrencyCode,
    totalMinor: Number(total),
  };
}
