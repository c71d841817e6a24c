import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface PriceLine {
  /** Unique within the list. */
  id: string;
  label: string;
  /** Formatted by the one money formatter (useMoneyFormat). */
  value: string;
}

interface PriceLinesProps {
  lines: readonly PriceLine[];
  /** Set off by a rule and in bold. */
  total?: Omit<PriceLine, 'id'>;
  /** Smaller type, for a breakdown inside a card. */
  dense?: boolean;
}

function Row({
  label,
  value,
  strong,
  dense,
}: Omit<PriceLine, 'id'> & { strong?: boolean; dense?: boolean }) {
  const variant = strong ? 'subtitle1' : dense ? 'body2' : 'body1';
  return (
    <Stack
      direction="row"
      sx={{
        justifyContent: 'space-between',
        gap: 2,
        // The total is set off by a rule (a border: a <dl> holds only its term groups).
        ...(strong && { borderTop: 1, borderColor: 'divider', pt: 1 }),
      }}
    >
      <Typography component="dt" variant={variant} sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant={variant}
        sx={{ m: 0, fontWeight: strong ? 700 : 500, whiteSpace: 'nowrap' }}
      >
        {value}
      </Typography>
    </Stack>
  );
}

/** Amounts as label and value pairs (a description list), and the total under a rule. */
export function PriceLines({ lines, total, dense = false }: PriceLinesProps) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: dense ? 0.5 : 1 }}>
      {lines.map(({ id, ...line }) => (
        <Row key={id} {...line} dense={dense} />
      ))}
      {total && <Row {...total} strong dense={dense} />}
    </Box>
  );
}
