import FlightIcon from '@mui/icons-material/Flight';
import Box from '@mui/material/Box';

/** A line with a plane flying towards the arrival: right in English, left in Arabic. */
export function RouteLine() {
  return (
    <Box
      aria-hidden
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.disabled' }}
    >
      <Box sx={{ flex: 1, borderTop: 2, borderColor: 'divider', borderStyle: 'dashed' }} />
      <FlightIcon
        fontSize="small"
        sx={(theme) => ({ transform: `rotate(${theme.direction === 'rtl' ? -90 : 90}deg)` })}
      />
    </Box>
  );
}
