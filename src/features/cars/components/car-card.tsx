import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';

import { FavoriteButton } from '@/components/favorites/favorite-button';
import { TotalPrice } from '@/components/price/total-price';
import { RouterButton } from '@/components/router-button';

import type { CarOffer } from '../api/car-types';
import { carFavorite, type FavoriteRental } from '../favorites/car-favorite';
import { useCarText } from '../hooks/use-car-format';
import { bookingLink } from '../model/booking-link';
import type { ResultsState } from '../model/results-state';

import { CarKeySpecs } from './car-key-specs';
import { CarPicture } from './car-picture';
import { SupplierLine } from './supplier-line';

// Cars left are worth saying when few are.
const FEW_LEFT = 3;

interface CarCardProps {
  offer: CarOffer;
  /** The rental searched (its branches named), for the heart; none while it is not known. */
  rental: FavoriteRental | null;
}

/**
 * §3 "Sample car" as a result: the car "or similar", its supplier and key specs, and the rental's
 * total with every mandatory fee first, the price per day second; the heart, View Details and
 * Book Now.
 */
export function CarCard({ offer, rental }: CarCardProps) {
  const { t, format } = useCarText();
  const { car, price } = offer;
  const name = format.name(car);
  // Cards of one car ("Kia Picanto or similar") are told apart by supplier and price, and each
  // link's name starts with its visible words (WCAG 2.5.3).
  const linkNamed = {
    name,
    supplier: format.name(offer.supplier),
    price: format.price(price.total, price.currency),
  };
  const titleId = `car-${offer.id}-name`;
  // The car's page leads back to these results (filters and sort included).
  const resultsState: ResultsState = { results: useLocation().search };

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, height: '100%' }}
    >
      <Box sx={{ width: { xs: '100%', md: 260 }, flexShrink: 0, p: 1.5 }}>
        <CarPicture path={car.image} height={{ xs: 150, md: '100%' }} sx={{ borderRadius: 1 }} />
      </Box>
      <Stack spacing={1} sx={{ p: 2, flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary">
              {t('card.kind', {
                type: t(`types.${car.type}`),
                category: t(`categories.${car.category}`),
              })}
            </Typography>
            <Typography id={titleId} variant="h6" component="h2" sx={{ lineHeight: 1.3 }}>
              {name}
            </Typography>
          </Box>
          {rental && (
            <FavoriteButton
              favorite={carFavorite(
                offer,
                rental,
                t('favorite.name', { car: name, supplier: format.name(offer.supplier) }),
              )}
              sx={{ mt: -0.5, marginInlineEnd: -1 }}
            />
          )}
        </Stack>
        <SupplierLine supplier={offer.supplier} />
        <CarKeySpecs offer={offer} />
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {offer.freeCancellation ? (
            <Chip size="small" color="success" label={t('card.freeCancellation')} />
          ) : (
            <Chip size="small" variant="outlined" label={t('card.nonRefundable')} />
          )}
          {offer.oneWay && <Chip size="small" variant="outlined" label={t('card.oneWay')} />}
          {offer.carsLeft > 0 && offer.carsLeft <= FEW_LEFT && (
            <Chip
              size="small"
              color="warning"
              variant="outlined"
              label={t('card.carsLeft', {
                count: offer.carsLeft,
                value: format.number(offer.carsLeft),
              })}
            />
          )}
        </Stack>
      </Stack>
      <Stack
        spacing={1.5}
        sx={{
          p: 2,
          width: { md: 220 },
          flexShrink: 0,
          justifyContent: 'space-between',
          borderTop: { xs: 1, md: 0 },
          borderInlineStart: { md: 1 },
          borderColor: { xs: 'divider', md: 'divider' },
        }}
      >
        <TotalPrice
          total={format.price(price.total, price.currency)}
          totalFor={t('card.totalFor', {
            days: t('card.days', { count: price.days, value: format.number(price.days) }),
          })}
          perUnit={t('card.perDay', { price: format.price(price.perDay, price.currency) })}
        />
        <Stack direction={{ xs: 'row', md: 'column' }} spacing={1} sx={{ '& > *': { flex: 1 } }}>
          <RouterButton
            to={`/car-details/${offer.id}`}
            state={resultsState}
            variant="outlined"
            aria-label={t('card.detailsOf', linkNamed)}
          >
            {t('card.details')}
          </RouterButton>
          <RouterButton
            to={bookingLink(offer.id)}
            variant="contained"
            aria-label={t('card.bookOf', linkNamed)}
          >
            {t('card.book')}
          </RouterButton>
        </Stack>
      </Stack>
    </Card>
  );
}
