import Typography from '@mui/material/Typography';

import { toCents, wholeUnitLines } from '@/lib/whole-units';

import { PriceLines } from './price-lines';
import { useMoneyFormat } from './use-money-format';

export interface MoneyLine {
  /** Unique within the list. */
  id: string;
  label: string;
  /** As the API writes it ("378.40"), or a number of currency units. */
  amount: number | string;
}

interface MoneyLinesProps {
  currency: string;
  /** Parts of the total, which they add up to exactly. */
  lines: readonly MoneyLine[];
  /** Parts paid at the place on arrival (a hotel's local tax), shown after the others. */
  later?: readonly MoneyLine[];
  /** The total's words; its amount is the lines' sum. */
  totalLabel: string;
  /** With `later` lines: a sentence under the total saying what is paid now. */
  nowLabel?: (amount: string) => string;
  dense?: boolean;
}

/**
 * A price's lines and total in whole units (§9) that add up on screen as they do in cents: the
 * total is rounded once and the lines are rounded to match it (wholeUnitLines). With lines paid
 * on arrival, what is paid now is rounded once too, and each group adds up to its own figure,
 * so the amount charged (and refunded) reads the same here as everywhere else.
 */
export function MoneyLines({
  currency,
  lines,
  later = [],
  totalLabel,
  nowLabel,
  dense,
}: MoneyLinesProps) {
  const money = useMoneyFormat();
  const cents = (list: readonly MoneyLine[]) => list.map((line) => toCents(line.amount));
  const all = wholeUnitLines([...cents(lines), ...cents(later)]);
  const now = wholeUnitLines(cents(lines));
  const onArrival = wholeUnitLines(cents(later), all.total - now.total);
  const rows = (list: readonly MoneyLine[], shown: number[]) =>
    list.map((line, index) => ({
      id: line.id,
      label: line.label,
      value: money(shown[index] ?? 0, currency),
    }));
  return (
    <>
      <PriceLines
        dense={dense}
        lines={[...rows(lines, now.lines), ...rows(later, onArrival.lines)]}
        total={{ label: totalLabel, value: money(all.total, currency) }}
      />
      {later.length > 0 && nowLabel && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {nowLabel(money(now.total, currency))}
        </Typography>
      )}
    </>
  );
}
