import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { BookingKind } from '@server/modules/bookings/constants.ts';
import type { Favorite } from '@server/modules/favorites/schemas.ts';
import type { ComponentType } from 'react';

/*
 * How a kind of favorite shows in the dashboard's Favorites. The favorites list draws every card
 * the same way (picture, name, the price when saved, whether it can still be booked, Book Now and
 * remove) and asks the item's kind for the rest; each kind supplies its view from its own
 * feature, and the app layer hands the views to the list (app/pages/dashboard-page.tsx), so no
 * feature imports another. A kind without a view still shows, by its saved name.
 */

export interface FavoriteLink {
  to: string;
  /** Navigation state the page reads (the flight booking wizard's offer). */
  state?: unknown;
}

export interface FavoriteDescription {
  /** The card's heading: a hotel's name, "Emirates · DXB → LHR". */
  title: string;
  /** One line each: the stay's dates and guests, a flight's departure and return. */
  lines: string[];
  /**
   * Where Book Now takes the traveller for this favorite as it is now (its availability): the
   * hotel's page for the saved stay, or without the dates once they have passed; the flight's
   * booking. Null when it cannot be booked.
   */
  bookNow: FavoriteLink | null;
  /** Where to look for something like it when it cannot be booked (the search again). */
  searchAgain?: FavoriteLink;
}

export interface FavoriteKindView {
  /** Shown when the favorite has no picture; the list labels it with the kind's name. */
  Icon: ComponentType<SvgIconProps>;
  /**
   * How the picture fills the card's band: 'cover' (the default) crops it to fill, 'contain'
   * shows it whole (a car, drawn whole on a plain ground).
   */
  imageFit?: 'cover' | 'contain';
  /** A hook, called once per card. */
  useDescription: (favorite: Favorite) => FavoriteDescription;
}

export type FavoriteKindViews = Partial<Record<BookingKind, FavoriteKindView>>;
