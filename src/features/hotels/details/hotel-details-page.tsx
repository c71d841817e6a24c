import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import HotelIcon from '@mui/icons-material/Hotel';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { skipToken } from '@reduxjs/toolkit/query';
import { useParams } from 'react-router-dom';

import { BackArrowIcon } from '@/components/back-arrow-icon';
import { MessagePage } from '@/components/message-page';
import { RouterButton } from '@/components/router-button';

import { useHotelDetailQuery } from '../api/hotels-api';
import { useHotelLanguage } from '../hooks/use-hotel-language';
import { useHotelsTranslation } from '../hooks/use-hotels-translation';

import { HOTEL_CODE } from './hotel-code';
import { HotelDetails } from './hotel-details';

/** /hotel-details/{code} (§2): the hotel in the reader's language, loaded by its code. */
export function HotelDetailsPage() {
  const { t } = useHotelsTranslation();
  const { id } = useParams();
  const code = id && HOTEL_CODE.test(id) ? Number(id) : null;
  const language = useHotelLanguage();
  const detail = useHotelDetailQuery(code ? { code, language } : skipToken);
  const backToHotels = (
    <RouterButton to="/hotels" variant="contained" startIcon={<BackArrowIcon />}>
      {t('details.backToHotels')}
    </RouterButton>
  );

  if (!id) {
    return (
      <MessagePage
        icon={<ErrorOutlineIcon />}
        title={t('details.noId')}
        body={t('details.noIdBody')}
        actions={backToHotels}
      />
    );
  }
  const status = detail.error && 'status' in detail.error ? detail.error.status : null;
  if (code === null || status === 404) {
    return (
      <MessagePage
        icon={<HotelIcon />}
        title={t('details.notFound')}
        body={t('details.notFoundBody')}
        actions={backToHotels}
      />
    );
  }
  if (detail.isError && !detail.isFetching) {
    return (
      <MessagePage
        icon={<ErrorOutlineIcon />}
        title={t('details.failed')}
        body={t('details.failedBody')}
        actions={
          <>
            <Button variant="outlined" onClick={() => void detail.refetch()}>
              {t('results.tryAgain')}
            </Button>
            {backToHotels}
          </>
        }
      />
    );
  }
  if (!detail.currentData) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
        <CircularProgress aria-label={t('details.loading')} />
      </Box>
    );
  }
  return <HotelDetails hotel={detail.currentData} />;
}
