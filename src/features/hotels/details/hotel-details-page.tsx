import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import HotelIcon from '@mui/icons-material/Hotel';
import { skipToken } from '@reduxjs/toolkit/query';
import { useParams } from 'react-router-dom';

import { BackArrowIcon } from '@/components/back-arrow-icon';
import { DetailsStates } from '@/components/details/details-states';
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
  return (
    <DetailsStates
      query={detail}
      malformed={code === null}
      notFoundIcon={<HotelIcon />}
      back={backToHotels}
      t={t}
    >
      {(hotel) => <HotelDetails hotel={hotel} />}
    </DetailsStates>
  );
}
