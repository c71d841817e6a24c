import CloseIcon from '@mui/icons-material/Close';
import TuneIcon from '@mui/icons-material/Tune';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { useState, type ReactNode } from 'react';

interface ResponsiveFiltersProps {
  /** The button that opens the drawer on narrow screens. */
  showLabel: string;
  closeLabel: string;
  /** The filter panel; `close` closes the drawer (a no-op beside the results). */
  children: (close: () => void) => ReactNode;
}

/**
 * Beside the results on wide screens; on phones and tablets, a drawer behind a Filters button.
 * The width is told by CSS rather than a media-query hook, so the server's first screen and the
 * first render already have the right layout.
 */
export function ResponsiveFilters({ showLabel, closeLabel, children }: ResponsiveFiltersProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Paper
        variant="outlined"
        sx={{ p: 2.5, position: 'sticky', top: 88, display: { xs: 'none', md: 'block' } }}
      >
        {children(() => undefined)}
      </Paper>
      <Button
        variant="outlined"
        startIcon={<TuneIcon />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        sx={{ display: { md: 'none' } }}
      >
        {showLabel}
      </Button>
      <Drawer
        anchor="left"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { sx: { width: 'min(360px, 90vw)', p: 2.5 } } }}
      >
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <IconButton aria-label={closeLabel} onClick={() => setOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Box>
        {children(() => setOpen(false))}
      </Drawer>
    </>
  );
}
