import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { CAR_IMAGE_BASE } from '@server/modules/cars/constants.ts';

interface CarPictureProps {
  /** The picture's path as the API gives it (a car's `image`, a detail image's `path`). */
  path: string;
  /** What it shows; empty when the text beside it already says it (a card). */
  alt?: string;
  height: number | string | Record<string, number | string>;
  /** The picture in view when the page opens loads at once; the others when scrolled to. */
  eager?: boolean;
  /** The page's main picture (its largest paint): fetched before the others. */
  first?: boolean;
  sx?: SxProps<Theme>;
}

/** A car drawn and served by our own server (GET /api/cars/images/…), whole on a plain ground. */
export function CarPicture({
  path,
  alt = '',
  height,
  eager = false,
  first = false,
  sx,
}: CarPictureProps) {
  return (
    <Box
      component="img"
      src={`${CAR_IMAGE_BASE}${path}`}
      alt={alt}
      width={640}
      height={360}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding="async"
      draggable={false}
      sx={[
        {
          display: 'block',
          width: '100%',
          height,
          objectFit: 'contain',
          bgcolor: 'action.hover',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
