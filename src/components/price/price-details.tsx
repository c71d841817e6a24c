import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import { useId, useState, type ReactNode } from 'react';

interface PriceDetailsProps {
  /** The button's words ("Price per passenger"). */
  label: string;
  /** The breakdown, shown under the button once it is pressed. */
  children: ReactNode;
}

/**
 * A breakdown one click away: a disclosure button (aria-expanded) and the region it opens, so a
 * total never hides what it is made of.
 */
export function PriceDetails({ label, children }: PriceDetailsProps) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <Box>
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((shown) => !shown)}
        endIcon={
          <ExpandMoreIcon
            sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
          />
        }
        sx={{ px: 0.5, minWidth: 0 }}
      >
        {label}
      </Button>
      <Collapse in={open} id={regionId} unmountOnExit>
        <Box sx={{ pt: 1 }}>{children}</Box>
      </Collapse>
    </Box>
  );
}
