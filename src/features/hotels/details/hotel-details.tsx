import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { BackArrowIcon } from '@/components/back-arrow-icon';
import { FavoriteButton } from '@/components/favorites/favorite-button';
import { PageContainer } from '@/components/page-container';
import { RouterButton } from '@/components/router-button';

import type { HotelDetail } from '../api/hotel-types';
import { GuestScore } from '../components/guest-score';
import { HotelStars } from '../components/hotel-stars';
import { hotelFavorite } from '../favorites/hotel-favorite';
import { useHotelsTranslation } from '../hooks/use-hotels-translation';
import { resultsLinkFrom } from '../model/results-state';
import { rateChoice, rateGroup, selectedRates, type RateChoices } from '../model/rates';

import { BookYourStay } from './book-your-stay';
import { GuestReviews } from './guest-reviews';
import { HotelGallery } from './hotel-gallery';
import { About, Amenities, HotelInformation, Policies } from './hotel-sections';
import { RoomTypes } from './room-types';
import { useHotelStay } from './use-hotel-stay';

/** A loaded hotel: its sections, its live rates for the stay and the 'Book Your Stay' panel. */
export function HotelDetails({ hotel }: { hotel: HotelDetail }) {
  const { t } = useHotelsTranslation();
  const stay = useHotelStay(hotel.code);
  const location = useLocation();
  const backToResults = resultsLinkFrom(location.state);
  // The traveller's choice of room and board for each group of rooms, kept when the dates or
  // rooms change; the cheapest until they choose.
  const [chosen, setChosen] = useState<RateChoices>({});
  const { selected, unavailable } = useMemo(
    () => (stay.offer ? selectedRates(stay.offer, chosen) : { selected: [], unavailable: false }),
    [stay.offer, chosen],
  );

  return (
    <PageContainer>
      <RouterButton to={backToResults} startIcon={<BackArrowIcon />} sx={{ mb: 2 }}>
        {t('details.backToHotels')}
      </RouterButton>
      <HotelGallery hotel={hotel} />
      <Stack spacing={1} sx={{ mb: 3 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <HotelStars stars={hotel.category.stars} />
          <Typography color="text.secondary">{t(`propertyTypes.${hotel.propertyType}`)}</Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h4" component="h1" sx={{ flex: 1, minWidth: 0 }}>
            {hotel.name}
          </Typography>
          <FavoriteButton
            favorite={hotelFavorite(
              { code: hotel.code, name: hotel.name, image: hotel.images[0]?.path ?? null },
              location.search,
              stay.offer && { amount: stay.offer.price.total, currency: stay.offer.price.currency },
            )}
          />
        </Stack>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
          <PlaceOutlinedIcon aria-hidden fontSize="small" />
          <Typography>{hotel.address}</Typography>
        </Stack>
        <GuestScore score={hotel.reviews.guestRating} reviews={hotel.reviews.count} />
      </Stack>
      <Grid container spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <About hotel={hotel} />
            <HotelInformation hotel={hotel} />
            <Amenities hotel={hotel} />
            <RoomTypes
              hotel={hotel}
              stay={stay}
              selected={selected}
              onSelect={(choice) =>
                setChosen((current) => ({
                  ...current,
                  [rateGroup(choice.rate)]: rateChoice(choice),
                }))
              }
            />
            <Policies hotel={hotel} />
            <GuestReviews reviews={hotel.reviews} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
          <Box>
            <BookYourStay
              hotel={hotel}
              stay={stay}
              selected={selected}
              choiceUnavailable={unavailable}
            />
          </Box>
        </Grid>
      </Grid>
    </PageContainer>
  );
}
