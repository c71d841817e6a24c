import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';

import { RouterButton } from '@/components/router-button';

import type { HotelOffer } from '../api/hotel-types';
import { HotelStars } from '../components/hotel-stars';
import { useHotelFormat } from '../hooks/use-hotel-format';
import { useHotelsTranslation } from '../hooks/use-hotels-translation';
import type { ResultsState } from '../model/results-state';

interface HotelPinCardProps {
  hotel: HotelOffer;
  stayQuery: string;
  onClose: () => void;
}

/** The hotel of the chosen pin, over the map: name, stars, price and a way to its page. */
export function HotelPinCard({ hotel, stayQuery, onClose }: HotelPinCardProps) {
  const { t } = useHotelsTranslation();
  const format = useHotelFormat();
  const { price } = hotel;
  // The hotel's page leads back to this map, as it does to the cards.
  const resultsState: ResultsState = { results: useLocation().search };
  const titleId = `hotel-pin-${hotel.code}-name`;

  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      aria-live="polite"
      elevation={6}
      // Over the map's corner on wider screens; under it on a phone, where it would hide the pins.
      sx={{
        position: { xs: 'static', sm: 'absolute' },
        mt: { xs: 1.5, sm: 0 },
        insetInlineEnd: 16,
        bottom: 32,
        width: { sm: 340 },
        zIndex: 1000,
        p: 2,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Stack spacing={0.5} sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {hotel.name}
          </Typography>
          <HotelStars stars={hotel.rating} size="small" />
          <Typography variant="h6" component="p">
            {format.price(price.total, price.currency)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('card.perNight', { price: format.price(price.perNight, price.currency) })}
          </Typography>
        </Stack>
        <IconButton size="small" onClick={onClose} aria-label={t('map.closeHotel')}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Stack>
      <RouterButton
        to={`/hotel-details/${hotel.code}?${stayQuery}`}
        state={resultsState}
        variant="contained"
        fullWidth
        sx={{ mt: 1.5 }}
        aria-label={t('card.detailsOf', { name: hotel.name })}
      >
        {t('card.details')}
      </RouterButton>
    </Paper>
  );
}
