import Typography from '@mui/material/Typography';

import { whenDark } from '@/theme/color-scheme';

import type { CancellationWords } from '../hooks/use-cancellation-words';

/** What cancelling would do now, or what the cancellation gave back (the kind's rule, §9). */
export function BookingCancellationNote({ words: { note, free } }: { words: CancellationWords }) {
  if (!note) return null;
  return (
    <Typography
      variant="body2"
      // Free cancellation is good news, in a green that reads at full contrast in both themes.
      sx={
        free
          ? (theme) => ({
              color: theme.vars.palette.success.dark,
              ...whenDark({ color: theme.vars.palette.success.light }),
            })
          : { color: 'text.secondary' }
      }
    >
      {note}
    </Typography>
  );
}
