import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

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
  // Forward is to the left in Arabic: the pictures run the way the text does.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    go((event.key === 'ArrowRight') !== rtl ? 1 : -1);
  };
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
      onKeyDown={onKeyDown}
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
          {`${image.description} · ${position(index + 1)}`}
        </Typography>
      </Box>
      <Stack
        direction="row"
        spacing={1}
        sx={{ mt: 1, overflowX: 'auto', pb: 0.5 }}
        aria-label={t('details.gallery.thumbnails')}
        role="group"
      >
        {images.map((thumbnail, thumbnailIndex) => (
          <ButtonBase
            key={thumbnail.path}
            onClick={() => setIndex(thumbnailIndex)}
            aria-label={`${thumbnail.description} (${position(thumbnailIndex + 1)})`}
            aria-current={thumbnailIndex === index ? 'true' : undefined}
            sx={{
              flex: '0 0 auto',
              width: { xs: 72, sm: 96 },
              borderRadius: 1,
              overflow: 'hidden',
              outline: thumbnailIndex === index ? '3px solid' : 'none',
              outlineColor: 'primary.main',
              outlineOffset: -3,
              opacity: thumbnailIndex === index ? 1 : 0.75,
              '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main' },
            }}
          >
            <HotelPicture path={thumbnail.path} height={{ xs: 48, sm: 64 }} />
          </ButtonBase>
        ))}
      </Stack>
    </Box>
  );
}
