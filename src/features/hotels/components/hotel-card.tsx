import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { useLocation } from 'react-router-dom';

import { FavoriteButton } from '@/components/favorites/favorite-button';
import { TotalPrice } from '@/components/price/total-price';
import { RouterButton } from '@/components/router-button';

import type { HotelOffer } from '../api/hotel-types';
import { hotelFavorite } from '../favorites/hotel-favorite';
import { useHotelFormat } from '../hooks/use-hotel-format';
import { useHotelsTranslation } from '../hooks/use-hotels-translation';
import { bookingLink, cheapestRates } from '../model/rates';
import type { ResultsState } from '../model/results-state';

import { GuestScore } from './guest-score';
import { HotelPicture } from './hotel-picture';
import { HotelStars } from './hotel-stars';

const AMENITIES_SHOWN = 4;

interface HotelCardProps {
  hotel: HotelOffer;
  /** The stay searched, as a query string, for the details page. */
  stayQuery: string;
  layout: 'grid' | 'list';
  rooms: number;
  /**
   * A card in view when the results arrive: its picture loads at once (`eager`), the first one
   * before anything else (`first`); the others when scrolled to.
   */
  picture?: 'first' | 'eager';
}

/**
 * §3 "Hotel card": the total for the whole stay and party with every mandatory fee first, per
 * night second; View Details and Book Now (the cheapest rates shown).
 */
export function HotelCard({ hotel, stayQuery, layout, rooms, picture }: HotelCardProps) {
  const { t } = useHotelsTranslation();
  const format = useHotelFormat();
  const { price } = hotel;
  const titleId = `hotel-${hotel.code}-name`;
  const list = layout === 'list';
  // The hotel's page leads back to these results (filters and sort included).
  const resultsState: ResultsState = { results: useLocation().search };

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: { xs: 'column', md: list ? 'row' : 'column' },
      }}
    >
      <Box
        sx={{ position: 'relative', width: { xs: '100%', md: list ? 280 : '100%' }, flexShrink: 0 }}
      >
        <HotelPicture
          path={hotel.image}
          height={list ? { xs: 160, md: '100%' } : 160}
          eager={picture !== undefined}
          first={picture === 'first'}
        />
        <FavoriteButton
          favorite={hotelFavorite(hotel, stayQuery, {
            amount: price.total,
            currency: price.currency,
          })}
          variant="overlay"
          size="small"
          sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}
        />
      </Box>
      <Stack spacing={1} sx={{ p: 2, flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <HotelStars stars={hotel.rating} size="small" />
          <Typography variant="body2" color="text.secondary">
            {t(`propertyTypes.${hotel.propertyType}`)}
          </Typography>
        </Stack>
        <Typography id={titleId} variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
          {hotel.name}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <PlaceOutlinedIcon aria-hidden fontSize="small" />
          <Typography variant="body2">
            {t('card.place', {
              zone: hotel.zoneName,
              city: hotel.destinationName,
              distance: format.number(hotel.distance, { maximumFractionDigits: 1 }),
            })}
          </Typography>
        </Stack>
        <GuestScore score={hotel.guestRating} reviews={hotel.reviews} />
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {hotel.amenities.slice(0, AMENITIES_SHOWN).map((code) => (
            <Chip key={code} size="small" variant="outlined" label={format.facility(code)} />
          ))}
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          <Chip size="small" label={t(`boards.${price.boardCode}`)} />
          {price.freeCancellation ? (
            <Chip size="small" color="success" label={t('card.freeCancellation')} />
          ) : (
            // Inside the last day a refundable rate still refunds all but the first night.
            <Chip
              size="small"
              variant="outlined"
              label={t(price.refundable ? 'card.firstNightCharged' : 'card.nonRefundable')}
            />
          )}
        </Stack>
        <Box sx={{ flex: 1 }} />
        <Stack
          direction={{ xs: 'column', sm: list ? 'row' : 'column' }}
          spacing={1.5}
          sx={{
            justifyContent: 'space-between',
            alignItems: { sm: list ? 'flex-end' : 'stretch' },
            pt: 1,
          }}
        >
          <TotalPrice
            total={format.price(price.total, price.currency)}
            totalFor={t('card.totalFor', {
              nights: t('card.nights', { count: price.nights, value: format.number(price.nights) }),
              rooms: t('search.rooms.roomsCount', { count: rooms, value: format.number(rooms) }),
            })}
            perUnit={t('card.perNight', { price: format.price(price.perNight, price.currency) })}
          >
            {Number(price.atProperty) > 0 && (
              <Typography variant="caption" color="text.secondary">
                {t('card.atProperty', { price: format.price(price.atProperty, price.currency) })}
              </Typography>
            )}
          </TotalPrice>
          <Stack direction="row" spacing={1} sx={{ '& > *': { flex: 1, whiteSpace: 'nowrap' } }}>
            <RouterButton
              to={`/hotel-details/${hotel.code}?${stayQuery}`}
              state={resultsState}
              variant="outlined"
              aria-label={t('card.detailsOf', { name: hotel.name })}
            >
              {t('card.details')}
            </RouterButton>
            <RouterButton
              to={bookingLink(
                hotel.code,
                cheapestRates(hotel).map(({ rate }) => rate),
              )}
              variant="contained"
              aria-label={t('card.bookOf', { name: hotel.name })}
            >
              {t('card.book')}
            </RouterButton>
          </Stack>
        </Stack>
      </Stack>
    </Card>
  );
}
