import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface TotalPriceProps {
  /** The total, formatted. */
  total: string;
  /** What the total is for ("Total for 3 nights, 1 room"). */
  totalFor: string;
  /** The price of a night, a day. */
  perUnit: string;
  /** Lines under it (what is paid at the property). */
  children?: ReactNode;
}

/** A result card's price: the total first, what it is for, and the price of each night or day. */
export function TotalPrice({ total, totalFor, perUnit, children }: TotalPriceProps) {
  return (
    <Box>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {total}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {totalFor}
      </Typography>
      <Typography variant="body2">{perUnit}</Typography>
      {children}
    </Box>
  );
}
