import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

interface SearchButtonProps {
  /** Fill the height of its grid cell (beside the fields rather than under them). */
  fillHeight?: boolean;
  children: ReactNode;
}

/** A search form's submit button: as tall as a field at the least. */
export function SearchButton({ fillHeight = false, children }: SearchButtonProps) {
  return (
    <Button
      type="submit"
      fullWidth
      size="large"
      variant="contained"
      startIcon={<SearchIcon />}
      sx={fillHeight ? { height: '100%', minHeight: 56 } : { minHeight: 56 }}
    >
      {children}
    </Button>
  );
}
