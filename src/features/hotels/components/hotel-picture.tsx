import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { HOTEL_IMAGE_BASE } from '@server/modules/hotels/constants.ts';

interface HotelPictureProps {
  /** The picture's path as the API gives it (a card's `image`, a detail image's `path`). */
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

/** A hotel's picture, drawn and served by our own server (server/src/inventory/hotels/pictures.ts). */
export function HotelPicture({
  path,
  alt = '',
  height,
  eager = false,
  first = false,
  sx,
}: HotelPictureProps) {
  return (
    <Box
      component="img"
      src={`${HOTEL_IMAGE_BASE}${path}`}
      alt={alt}
      width={960}
      height={640}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding="async"
      draggable={false}
      sx={[
        {
          display: 'block',
          width: '100%',
          height,
          objectFit: 'cover',
          // Shown while the picture loads.
          bgcolor: 'action.hover',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
