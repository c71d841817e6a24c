import type { Booking } from '../schemas.ts';
import { buildReceiptPdf, buildTicketPdf } from './builders.ts';
import type { DocumentDigits, DocumentLanguage } from './options.ts';

// A booking's PDF, built on a thread of its own (pdf-pool.ts): tens of milliseconds of shaping
// and layout that would otherwise hold every other request of the server's one thread.

export interface PdfTask {
  name: 'ticket.pdf' | 'receipt.pdf';
  booking: Booking;
  lang: DocumentLanguage;
  digits: DocumentDigits;
  // The IANA zones of the booking's airports (the flight inventory stays on the main thread).
  airportZones: Record<string, string>;
}

export default function buildPdf(task: PdfTask): Promise<Buffer> {
  const build = task.name === 'ticket.pdf' ? buildTicketPdf : buildReceiptPdf;
  return build(task.booking, {
    lang: task.lang,
    digits: task.digits,
    airportZone: (code) => task.airportZones[code] ?? 'UTC',
  });
}
