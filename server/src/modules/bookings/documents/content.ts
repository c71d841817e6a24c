import { formatMinorUnits, parseAmount } from '../../../inventory/shared/money.ts';
import type { Booking } from '../schemas.ts';
import { isolate, isolateLtr } from './bidi-runs.ts';
import { numeralsFor, type Numerals } from './numerals.ts';
import type { DocumentOptions } from './options.ts';
import { DOCUMENT_WORDS, type DocumentWords } from './words.ts';

// What a document says, before it is drawn: a title, a banner for a cancelled booking, then
// sections of rows (a label and its value). Every text is final here, in the document's language
// and digits; drawing only lays it out. Kept apart from the PDF so what is printed can be read
// and tested as data.

export interface DocumentRow {
  label: string;
  value: string;
}

export interface DocumentSection {
  heading: string;
  rows: DocumentRow[];
  // Drawn as a table of amounts whose last row is their total (the price).
  table?: boolean;
}

export interface DocumentContent {
  title: string;
  banner: string | null;
  sections: DocumentSection[];
}

// What a kind's own part of a document reads from: the booking, the words and numbers of the
// document's language, the options.
export interface DocumentContext {
  booking: Booking;
  words: DocumentWords;
  numerals: Numerals;
  options: DocumentOptions;
}

export function contextOf(booking: Booking, options: DocumentOptions): DocumentContext {
  return {
    booking,
    words: DOCUMENT_WORDS[options.lang],
    numerals: numeralsFor(options.lang, options.digits),
    options,
  };
}

export function headerSection(context: DocumentContext): DocumentSection {
  const { booking, words } = context;
  return {
    heading: words.bookingDetails,
    rows: [
      { label: words.reference, value: isolateLtr(booking.reference) },
      // Cairo has no arrow glyph, and an arrow would point the wrong way in Arabic.
      { label: words.booking, value: isolate(booking.title.replaceAll('→', '–')) },
      { label: words.status, value: words.statuses[booking.status] },
    ],
  };
}

export function bannerOf({ booking, words, numerals }: DocumentContext): string | null {
  if (booking.status !== 'cancelled') return null;
  const refund = booking.refund;
  return words.cancelledBanner(refund ? numerals.money(refund.amount, refund.currency) : null);
}

// The booking's price lines as stored (each kind's bookingPrice makes them sum exactly to the
// total, in minor units), printed as they are, then the total.
export function priceSection({ booking, words, numerals }: DocumentContext): DocumentSection {
  const { currency, lines, total } = booking.price;
  return {
    heading: words.price,
    table: true,
    rows: [
      ...lines.map((line) => ({
        label: `${words.priceLines[line.code] ?? line.code} × ${numerals.number(line.quantity)}`,
        value: numerals.money(line.amount, currency),
      })),
      { label: words.total, value: numerals.money(total, currency) },
    ],
  };
}

// Price lines the traveller pays at the place itself, never online (a hotel's local tax), and the
// methods that leave the whole price to be paid there.
const PAID_AT_PLACE_LINES = new Set(['LOCAL_TAX_AT_HOTEL']);
const PAID_AT_PLACE_METHODS = new Set(['pay-at-hotel', 'pay-on-pickup']);

// What is paid online and what is left to pay at the hotel or the counter, when anything is: the
// two figures are taken from the same price lines, so they sum to the printed total.
function settlementRows({ booking, words, numerals }: DocumentContext): DocumentRow[] {
  const { currency, lines, total } = booking.price;
  const totalMinor = parseAmount(total);
  const atPlaceMinor = PAID_AT_PLACE_METHODS.has(booking.payment.method)
    ? totalMinor
    : lines
        .filter((line) => PAID_AT_PLACE_LINES.has(line.code))
        .reduce((sum, line) => sum + parseAmount(line.amount), 0);
  if (atPlaceMinor === 0) return [];
  const money = (minor: number) => numerals.money(formatMinorUnits(minor), currency);
  return [
    {
      label: booking.payment.method === 'bank-transfer' ? words.byBankTransfer : words.paidOnline,
      value: money(totalMinor - atPlaceMinor),
    },
    { label: words.dueAtPlace[booking.kind], value: money(atPlaceMinor) },
  ];
}

export function paymentSection(context: DocumentContext): DocumentSection {
  const { booking, words, numerals } = context;
  const { payment } = booking;
  const card =
    payment.brand && payment.last4
      ? `${words.comma}${words.cardEnding(payment.brand, payment.last4)}`
      : '';
  return {
    heading: words.payment,
    rows: [
      { label: words.payment, value: `${words.paymentMethods[payment.method]}${card}` },
      { label: words.bookedAt, value: numerals.utcTime(booking.createdAt) },
      ...settlementRows(context),
    ],
  };
}

// The booking view's `cancellation` (the kind's rule through cancellationView) in words; the
// zone is the place whose clock freeUntilLocal is on.
export function cancellationSection(context: DocumentContext, zone: string): DocumentSection {
  const { booking, words, numerals } = context;
  const { cancellation, price, refund } = booking;
  const money = (amount: string) => numerals.money(amount, price.currency);
  let value: string;
  if (booking.status === 'cancelled') {
    value = words.cancelledOn(
      booking.cancelledAt ? numerals.utcTime(booking.cancelledAt) : '',
      money(refund?.amount ?? '0.00'),
    );
  } else if (cancellation.reason === 'started') {
    value = words.started;
  } else if (cancellation.free && cancellation.freeUntilLocal) {
    value = words.freeUntil(
      numerals.localTime(cancellation.freeUntilLocal),
      zone,
      money(cancellation.paid),
    );
  } else {
    value = words.refundNow(money(cancellation.refund), money(cancellation.paid));
  }
  return { heading: words.cancellation, rows: [{ label: words.cancellation, value }] };
}

export function contactSection({ booking, words }: DocumentContext): DocumentSection {
  return {
    heading: words.contact,
    rows: [
      { label: words.email, value: isolateLtr(booking.contact.email) },
      { label: words.phone, value: isolateLtr(booking.contact.phone) },
    ],
  };
}
