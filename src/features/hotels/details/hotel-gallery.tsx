import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import { useRef, useState, type PointerEvent } from 'react';

import { GalleryCaption, GalleryThumbnail, galleryKeys } from '@/components/details/gallery-parts';

import type { HotelDetail } from '../api/hotel-types';
import { HotelPicture } from '../components/hotel-picture';
import { useHotelFormat } from '../hooks/use-hotel-format';
import { useHotelsTranslation } from '../hooks/use-hotels-translation';

/** §489: a hotel's detail shows at most six pictures. */
export const GALLERY_SIZE = 6;
// A swipe is a horizontal move of at least this many pixels.
const SWIPE_PX = 40;

const overlayButton = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(0, 0, 0, 0.55)',
  color: 'common.white',
  '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.75)' },
  '&.Mui-focusVisible': { outline: '3px solid white', outlineOffset: 2 },
} as const;

/**
 * §4 Hotel details: the picture carousel, with previous and next (buttons, the arrow keys, a
 * swipe) and thumbnails; each picture is captioned with what it shows.
 */
export function HotelGallery({ hotel }: { hotel: HotelDetail }) {
  const { t } = useHotelsTranslation();
  const format = useHotelFormat();
  const rtl = useTheme().direction === 'rtl';
  const images = hotel.images.slice(0, GALLERY_SIZE);
  const [index, setIndex] = useState(0);
  const swipeStart = useRef<number | null>(null);
  const count = images.length;
  const image = images[index];
  if (!image) return null;

  const go = (step: number) => setIndex((current) => (current + step + count) % count);
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const moved = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(moved) >= SWIPE_PX) go(moved < 0 !== rtl ? 1 : -1);
  };
  const position = (number: number) =>
    t('details.gallery.position', { number: format.number(number), count: format.number(count) });

  return (
    <Box
      component="section"
      aria-roledescription={t('details.gallery.role')}
      aria-label={t('details.gallery.label', { name: hotel.name })}
      onKeyDown={galleryKeys(rtl, go)}
      sx={{ mb: 3 }}
    >
      <Box
        sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', touchAction: 'pan-y' }}
        onPointerDown={(event) => (swipeStart.current = event.clientX)}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <HotelPicture
          key={image.path}
          path={image.path}
          alt={image.description}
          eager
          first={index === 0}
          height={{ xs: 220, sm: 320, md: 420 }}
        />
        <IconButton
          aria-label={t('details.gallery.previous')}
          onClick={() => go(-1)}
          sx={{ ...overlayButton, insetInlineStart: 12 }}
        >
          {rtl ? <ChevronRightIcon /> : <ChevronLeftIcon />}
        </IconButton>
        <IconButton
          aria-label={t('details.gallery.next')}
          onClick={() => go(1)}
          sx={{ ...overlayButton, insetInlineEnd: 12 }}
        >
          {rtl ? <ChevronLeftIcon /> : <ChevronRightIcon />}
        </IconButton>
        <GalleryCaption>{`${image.description} · ${position(index + 1)}`}</GalleryCaption>
      </Box>
      <Stack
        direction="row"
        spacing={1}
        sx={{ mt: 1, overflowX: 'auto', pb: 0.5 }}
        aria-label={t('details.gallery.thumbnails')}
        role="group"
      >
        {images.map((thumbnail, thumbnailIndex) => (
          <GalleryThumbnail
            key={thumbnail.path}
            label={`${thumbnail.description} (${position(thumbnailIndex + 1)})`}
            current={thumbnailIndex === index}
            onClick={() => setIndex(thumbnailIndex)}
            width={{ xs: 72, sm: 96 }}
            dimOthers
          >
            <HotelPicture path={thumbnail.path} height={{ xs: 48, sm: 64 }} />
          </GalleryThumbnail>
        ))}
      </Stack>
    </Box>
  );
}
