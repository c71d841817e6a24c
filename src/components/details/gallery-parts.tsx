import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent, ReactNode } from 'react';

/**
 * The arrow keys of a picture gallery: forward is to the left in Arabic, so the pictures run the
 * way the text does.
 */
export const galleryKeys = (rtl: boolean, go: (step: 1 | -1) => void) => (event: KeyboardEvent) => {
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
  event.preventDefault();
  go((event.key === 'ArrowRight') !== rtl ? 1 : -1);
};

/** What the shown picture is and where it is in the gallery, over its corner (said when it turns). */
export function GalleryCaption({ children }: { children: string }) {
  return (
    <Typography
      aria-live="polite"
      variant="body2"
      sx={{
        position: 'absolute',
        insetInlineStart: 12,
        bottom: 12,
        px: 1.5,
        py: 0.5,
        borderRadius: 1,
        bgcolor: 'rgba(0, 0, 0, 0.7)',
        color: 'common.white',
      }}
    >
      {children}
    </Typography>
  );
}

interface GalleryThumbnailProps {
  label: string;
  /** The picture shown: outlined (and, with `dimOthers`, the others faded). */
  current: boolean;
  onClick: () => void;
  width: { xs: number; sm: number };
  dimOthers?: boolean;
  children: ReactNode;
}

/** A thumbnail that shows its picture in the gallery. */
export function GalleryThumbnail({
  label,
  current,
  onClick,
  width,
  dimOthers = false,
  children,
}: GalleryThumbnailProps) {
  return (
    <ButtonBase
      onClick={onClick}
      aria-label={label}
      aria-current={current ? 'true' : undefined}
      sx={{
        flex: '0 0 auto',
        width,
        borderRadius: 1,
        overflow: 'hidden',
        outline: current ? '3px solid' : 'none',
        outlineColor: 'primary.main',
        outlineOffset: -3,
        ...(dimOthers && { opacity: current ? 1 : 0.75 }),
        '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main' },
      }}
    >
      {children}
    </ButtonBase>
  );
}
