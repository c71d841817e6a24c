import type { TSchema } from 'typebox';
import type { FavoriteKind, UnavailableReason } from './constants.ts';

// How a kind of item (hotel, flight, car) plugs into favorites, as a kind plugs its adapter into
// the booking core: its module registers one checker (app.favorites.register) when its routes
// are added. Favorites owns what every saved item shares (the owner, the key, the snapshot shown
// on the card, saving, listing, removing, merging a guest's list); the checker owns the kind's
// `item` (what it needs to tell whether the item can still be booked, and what the SPA needs to
// book it again) and that decision.

export type FavoriteAvailability =
  | { status: 'available' }
  // The item is still offered, but not for the dates it was saved for (they are over).
  | { status: 'dates_passed' }
  | { status: 'unavailable'; reason: UnavailableReason };

export interface FavoriteChecker<Item = unknown> {
  readonly kind: FavoriteKind;
  // The kind's `item`, checked on every save: a favorite that breaks it is a 400 naming the field
  // (`item.code`). Unknown properties are dropped before it is stored.
  readonly itemSchema: TSchema;
  // The item's stable key (a hotel's code, an offer's id): the same item saved twice is one
  // favorite. The key a client sends must be this one.
  keyOf(item: Item): string;
  // Whether the item can still be booked at `now` (the app's clock). Called for every favorite
  // listed, so it reads what it needs in a few queries at most; it never throws for an item that
  // is simply gone (that is `unavailable`).
  availability(item: Item, now: Date): Promise<FavoriteAvailability>;
}
