import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { BookingKind } from '@server/modules/bookings/constants.ts';
import type { Booking, PriceLine } from '@server/modules/bookings/schemas.ts';
import type { ComponentType, ReactNode } from 'react';

import type { SnackbarNotice } from '@/components/feedback/use-snackbar';

/*
 * How a kind of booking shows in My Bookings. The booking core's list (features/bookings) draws
 * every row the same way (status, price, reference, cancellation) and asks the booking's kind for
 * the rest; each kind supplies its view from its own feature, and the app layer hands the views
 * to the list, so no feature imports another. A kind without a view still shows, by its title.
 */

export interface BookingDescription {
  /** The row's heading as seen (a route whose arrow turns round in Arabic). */
  title: ReactNode;
  /** The heading as heard, and the row's name: "DXB to CDG". */
  label: string;
  /** When, one line each: "Departs Tue, Mar 10, 2099, 08:45", "Returns …". */
  when: string[];
  /** Who: "2 passengers". */
  party: string;
  /** What cancelling gives up, for the confirm dialog: "Your flight from DXB to CDG on …". */
  cancelSummary: string;
  /** A line of the price in the kind's words: "Fares × 2". */
  priceLine: (line: PriceLine) => string;
  /** A line paid at the place on arrival, never online (a hotel's local tax). */
  paidOnArrival?: (line: PriceLine) => boolean;
}

export interface BookingKindView {
  /** The kind's icon; the list labels it with the kind's name. */
  Icon: ComponentType<SvgIconProps>;
  /** A hook, called once per row: what the row says of its booking. */
  useDescription: (booking: Booking) => BookingDescription;
  /**
   * What the kind lets a traveller change of a booking (a stay's dates), shown beside its
   * documents, to its signed-in owner and to a guest who found it (change/guest-change-access); it
   * decides itself whether the booking may change, and tells how it went.
   */
  ChangeAction?: ComponentType<BookingChangeActionProps>;
  /**
   * What a traveller may do next for a booking still ahead (a flight's hotel and car searches),
   * composed by the app layer, which may join features.
   */
  NextSteps?: ComponentType<{ booking: Booking }>;
}

export interface BookingChangeActionProps {
  booking: Booking;
  notify: (notice: SnackbarNotice) => void;
}

export type BookingKindViews = Partial<Record<BookingKind, BookingKindView>>;
