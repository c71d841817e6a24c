import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import { useState } from 'react';

import { GalleryCaption, GalleryThumbnail, galleryKeys } from '@/components/details/gallery-parts';

import type { CarOfferDetail } from '../api/car-types';
import { CarPicture } from '../components/car-picture';
import { useCarFormat } from '../hooks/use-car-format';
import { useCarsTranslation } from '../hooks/use-cars-translation';

/**
 * §4 Car details: the car's pictures (side, front, back, inside), drawn by our server, with
 * previous and next (buttons and the arrow keys, which follow the reading direction) and
 * thumbnails. It never turns by itself.
 */
export function CarGallery({ offer }: { offer: CarOfferDetail }) {
  const { t } = useCarsTranslation();
  const format = useCarFormat();
  const rtl = useTheme().direction === 'rtl';
  const name = format.name(offer.car);
  const { images } = offer;
  const [index, setIndex] = useState(0);
  const count = images.length;
  const image = images[index] ?? images[0];
  if (!image) return null;
  const go = (target: number) => setIndex(((target % count) + count) % count);
  const viewName = (view: string) => t(`details.gallery.views.${view}`);
  const position = (number: number) =>
    t('details.gallery.position', { number: format.number(number), count: format.number(count) });
  return (
    <Box
      component="section"
      aria-roledescription={t('details.gallery.role')}
      aria-label={t('details.gallery.label', { name })}
      onKeyDown={galleryKeys(rtl, (step) => go(index + step))}
      sx={{ mb: 3 }}
    >
      <Box sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden' }}>
        <CarPicture
          key={image.path}
          path={image.path}
          alt={t('details.gallery.alt', { view: viewName(image.view), name })}
          eager
          first={index === 0}
          height={{ xs: 200, sm: 300, md: 360 }}
        />
        <GalleryCaption>{`${viewName(image.view)} · ${position(index + 1)}`}</GalleryCaption>
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
        <IconButton aria-label={t('details.gallery.previous')} onClick={() => go(index - 1)}>
          {rtl ? <ChevronRightIcon /> : <ChevronLeftIcon />}
        </IconButton>
        <Stack
          direction="row"
          spacing={1}
          role="group"
          aria-label={t('details.gallery.thumbnails')}
          sx={{ overflowX: 'auto', p: 0.5, flex: '0 1 auto', minWidth: 0 }}
        >
          {images.map((thumbnail, thumbnailIndex) => (
            <GalleryThumbnail
              key={thumbnail.path}
              label={`${viewName(thumbnail.view)} (${position(thumbnailIndex + 1)})`}
              current={thumbnailIndex === index}
              onClick={() => setIndex(thumbnailIndex)}
              width={{ xs: 56, sm: 88 }}
            >
              <CarPicture path={thumbnail.path} height={{ xs: 36, sm: 52 }} />
            </GalleryThumbnail>
          ))}
        </Stack>
        <IconButton aria-label={t('details.gallery.next')} onClick={() => go(index + 1)}>
          {rtl ? <ChevronLeftIcon /> : <ChevronRightIcon />}
        </IconButton>
      </Stack>
    </Box>
  );
}
