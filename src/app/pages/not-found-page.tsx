import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { useTranslation } from 'react-i18next';

import { MessagePage } from '@/components/message-page';
import { RouterButton } from '@/components/router-button';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <MessagePage
      icon={<TravelExploreIcon />}
      title={t('notFound.title')}
      body={t('notFound.body')}
      actions={
        <RouterButton to="/" variant="contained" size="large">
          {t('notFound.home')}
        </RouterButton>
      }
    />
  );
}
