import type { Booking } from '../schemas.ts';
import {
  bannerOf,
  cancellationSection,
  contactSection,
  contextOf,
  headerSection,
  paymentSection,
  priceSection,
  type DocumentContent,
} from './content.ts';
import { kindContent } from './kind-content.ts';
import type { DocumentOptions } from './options.ts';

// The two printed documents of a booking, as content: the e-ticket or voucher (what the traveller
// shows: where, when, who, then the price and the rule) and the receipt (what was paid, how).

export function ticketContent(booking: Booking, options: DocumentOptions): DocumentContent {
  const context = contextOf(booking, options);
  const kind = kindContent(context);
  const title = context.words.ticket[booking.kind];
  return {
    title,
    banner: bannerOf(context),
    sections: [
      headerSection(context),
      ...kind.sections,
      contactSection(context),
      priceSection(context),
      cancellationSection(context, kind.startZone),
    ],
  };
}

export function receiptContent(booking: Booking, options: DocumentOptions): DocumentContent {
  const context = contextOf(booking, options);
  const kind = kindContent(context);
  const title = context.words.receipt;
  return {
    title,
    banner: bannerOf(context),
    sections: [
      headerSection(context),
      ...kind.sections,
      priceSection(context),
      paymentSection(context),
      cancellationSection(context, kind.startZone),
      contactSection(context),
    ],
  };
}
