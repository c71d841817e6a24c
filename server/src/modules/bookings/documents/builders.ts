import type { Booking } from '../schemas.ts';
import { renderCalendar } from './calendar.ts';
import { receiptContent, ticketContent } from './documents.ts';
import type { DocumentOptions } from './options.ts';
import { renderPdf } from './pdf.ts';

// A booking's documents as bytes, from its view (whoever found it: its signed-in owner, or a
// guest with a one-time code) and the traveller's choices. Nothing here knows about HTTP.

/** The e-ticket (flight) or voucher (hotel, car). */
export const buildTicketPdf = (booking: Booking, options: DocumentOptions): Promise<Buffer> =>
  renderPdf(ticketContent(booking, options), options.lang);

export const buildReceiptPdf = (booking: Booking, options: DocumentOptions): Promise<Buffer> =>
  renderPdf(receiptContent(booking, options), options.lang);

/** The .ics text: one event per flight, or the stay, or the rental. */
export const buildCalendar = (booking: Booking, options: DocumentOptions): string =>
  renderCalendar(booking, options);
