import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Facts as a description list in a grid: a label over each value; `wide` values get more room. */
export function FactGrid({
  facts,
  wide = false,
}: {
  facts: { label: string; value: ReactNode }[];
  wide?: boolean;
}) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: `repeat(${wide ? 1 : 2}, minmax(0, 1fr))`,
          sm: `repeat(${wide ? 2 : 3}, minmax(0, 1fr))`,
        },
      }}
    >
      {facts.map(({ label, value }) => (
        <div key={label}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </div>
      ))}
    </Box>
  );
}
