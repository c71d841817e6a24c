import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import MailOutlined from '@mui/icons-material/MailOutlined';
import { useTranslation } from 'react-i18next';

import { EmptyState } from '@/components/feedback/empty-state';
import { RouterButton } from '@/components/router-link';

// What the tabs show until the hotels issue fills them.

export function FavoritesEmpty() {
  const { t } = useTranslation('dashboard');
  return (
    <EmptyState
      icon={<FavoriteBorder />}
      title={t('favorites.emptyTitle')}
      body={t('favorites.emptyBody')}
      actions={
        <RouterButton to="/hotels" variant="contained">
          {t('favorites.explore')}
        </RouterButton>
      }
    />
  );
}

/** §2: Messages shows 'No new messages'. */
export function MessagesPanel() {
  const { t } = useTranslation('dashboard');
  return (
    <EmptyState
      icon={<MailOutlined />}
      title={t('messages.empty')}
      body={t('messages.emptyBody')}
    />
  );
}
