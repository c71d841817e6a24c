import Rating from '@mui/material/Rating';

import { useHotelFormat } from '../hooks/use-hotel-format';
import { useHotelsTranslation } from '../hooks/use-hotels-translation';

/** A hotel's star category, read out as "4 stars". */
export function HotelStars({ stars, size }: { stars: number; size?: 'small' }) {
  const { t } = useHotelsTranslation();
  const format = useHotelFormat();
  return (
    <Rating
      value={stars}
      readOnly
      size={size}
      aria-label={t('card.stars', { count: stars, value: format.number(stars) })}
    />
  );
}
