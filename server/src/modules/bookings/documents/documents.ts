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

type Context = ReturnType<typeof contextOf>;
type Kind = ReturnType<typeof kindContent>;

// A document: its title and banner, and its sections in the order it tells them.
function documentOf(
  booking: Booking,
  options: DocumentOptions,
  title: (context: Context) => string,
  sections: (context: Context, kind: Kind) => DocumentContent['sections'],
): DocumentContent {
  const context = contextOf(booking, options);
  const kind = kindContent(context);
  return { title: title(context), banner: bannerOf(context), sections: sections(context, kind) };
}

export const ticketContent = (booking: Booking, options: DocumentOptions) =>
  documentOf(
    booking,
    options,
    (context) => context.words.ticket[booking.kind],
    (context, kind) => [
      headerSection(context),
      ...kind.sections,
      contactSection(context),
      priceSection(context),
      cancellationSection(context, kind.startZone),
    ],
  );

export const receiptContent = (booking: Booking, options: DocumentOptions) =>
  documentOf(
    booking,
    options,
    (context) => context.words.receipt,
    (context, kind) => [
      headerSection(context),
      ...kind.sections,
      priceSection(context),
      paymentSection(context),
      cancellationSection(context, kind.startZone),
      contactSection(context),
    ],
  );
