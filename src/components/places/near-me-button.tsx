import MyLocationIcon from '@mui/icons-material/MyLocation';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

interface NearMeButtonProps {
  /** The browser is being asked where the traveller is. */
  locating: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** A search form's "Use my location": busy while the browser finds where the traveller is. */
export function NearMeButton({ locating, onClick, children }: NearMeButtonProps) {
  return (
    <Button
      onClick={onClick}
      loading={locating}
      loadingPosition="start"
      startIcon={<MyLocationIcon />}
      sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
    >
      {children}
    </Button>
  );
}
