import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

export interface ServedPictureProps {
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

interface PictureSource {
  /** Where the server serves the kind's pictures. */
  base: string;
  /** The pictures' own size, so the page keeps their space before they load. */
  width: number;
  intrinsicHeight: number;
  /** A car is shown whole ('contain'); a hotel fills its frame ('cover'). */
  fit: 'contain' | 'cover';
}

/** A picture drawn and served by our own server, loaded lazily unless it is in view. */
export function ServedPicture({
  path,
  alt = '',
  height,
  eager = false,
  first = false,
  sx,
  source,
}: ServedPictureProps & { source: PictureSource }) {
  return (
    <Box
      component="img"
      src={`${source.base}${path}`}
      alt={alt}
      width={source.width}
      height={source.intrinsicHeight}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      decoding="async"
      draggable={false}
      sx={[
        {
          display: 'block',
          width: '100%',
          height,
          objectFit: source.fit,
          // Shown while the picture loads.
          bgcolor: 'action.hover',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
