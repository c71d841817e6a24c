import ConstructionIcon from '@mui/icons-material/Construction';
import { useTranslation } from 'react-i18next';

import { MessagePage } from '@/components/message-page';
import { RouterButton } from '@/components/router-link';

export type ComingSoonSection =
  'hotels' | 'hotelDetails' | 'hotelBooking' | 'cars' | 'carDetails' | 'carBooking';

/** Stands in, honestly, for a part of the product whose issue has not landed yet. */
export function ComingSoonPage({ section }: { section: ComingSoonSection }) {
  const { t } = useTranslation();
  return (
    <MessagePage
      icon={<ConstructionIcon />}
      title={t('comingSoon.title', { section: t(`comingSoon.sections.${section}`) })}
      body={t('comingSoon.body')}
      actions={
        <>
          <RouterButton to="/" variant="contained" size="large">
            {t('comingSoon.home')}
          </RouterButton>
          <RouterButton to="/contact" variant="outlined" size="large">
            {t('comingSoon.contact')}
          </RouterButton>
        </>
      }
    />
  );
}
