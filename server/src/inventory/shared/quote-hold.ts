// Prices rise as the last seats, rooms and cars go. An order keeps the price its traveller was
// quoted while at most this many more of them have gone since (travellers racing for the last
// ones are not each sent back with a new price); any other difference (a tampered total, another
// day's price) is refused. The price kept is one the engine itself gave, never more than today's.
export const QUOTE_HOLD = { seats: 9, rooms: 9, cars: 3 } as const;

/**
 * The price an order goes ahead with: today's (`priceWithMoreLeft(0)`), or one priced as if up to
 * `held` more were still left, whichever `isQuoted` first; null when none is.
 */
export function heldPrice<Price>(
  held: number,
  priceWithMoreLeft: (more: number) => Price | null | undefined,
  isQuoted: (price: Price) => boolean,
): Price | null {
  for (let more = 0; more <= held; more += 1) {
    const price = priceWithMoreLeft(more);
    if (price !== null && price !== undefined && isQuoted(price)) return price;
  }
  return null;
}
