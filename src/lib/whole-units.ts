/** Whole cents of an amount as the API writes it ("378.40") or a number of currency units. */
export const toCents = (amount: number | string) => Math.round(Number(amount) * 100);

const sumOf = (values: readonly number[]) => values.reduce((sum, each) => sum + each, 0);

/**
 * Lines a traveller reads in whole currency units (§9: no decimals) that add up to the total
 * they read: the total is the cents' sum rounded (or the one given, when these lines are part of
 * a larger sum already rounded), each line is rounded down, and the units left over go one each
 * to the lines that lost the most (largest remainder; the first on a tie). Rounding each line
 * alone would show $378 + $12 + $12 under a total of $403.
 */
export function wholeUnitLines(
  cents: readonly number[],
  total = Math.round(sumOf(cents) / 100),
): { lines: number[]; total: number } {
  const lines = cents.map((each) => Math.floor(each / 100));
  let left = total - sumOf(lines);
  const byRemainder = cents
    .map((each, index) => ({ index, remainder: each - lines[index]! * 100 }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    lines[index]! += 1;
    left -= 1;
  }
  return { lines, total };
}
