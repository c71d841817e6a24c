import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { useTranslation } from 'react-i18next';

import { MessagePage } from '@/components/message-page';
import { RouterButton } from '@/components/router-button';
import { selectIsSupportStaff } from '@/features/auth/auth-slice';
import { SupportRoute } from '@/features/support/support-route';

import { useAppSelector } from '../hooks';
// Every endpoint and slice, so Redux DevTools replays a downloaded report on this page through
// every reducer the traveller's session used (docs/support.md).
import '../store-parts';

/** The support screen, for support staff only (a signed-in traveller is told so; the API says 403). */
export function SupportPage() {
  const { t } = useTranslation('support', { keyPrefix: 'staff.staffOnly' });
  if (!useAppSelector(selectIsSupportStaff)) {
    return (
      <MessagePage
        icon={<SupportAgentOutlined />}
        title={t('title')}
        body={t('body')}
        actions={
          <RouterButton to="/" variant="contained" size="large">
            {t('home')}
          </RouterButton>
        }
      />
    );
  }
  return <SupportRoute />;
}
