import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { NotificationSettingsForm } from './notification-settings';

/** Settings: the notification toggles and, from the account feature, the password form. */
export function SettingsPanel({ changePassword }: { changePassword: ReactNode }) {
  const { t } = useTranslation('dashboard');
  return (
    <Stack spacing={3} divider={<Divider flexItem />}>
      <section aria-labelledby="settings-notifications">
        <Typography id="settings-notifications" variant="h6" component="h3" sx={{ mb: 1 }}>
          {t('settings.notifications')}
        </Typography>
        <NotificationSettingsForm />
      </section>
      <section aria-labelledby="settings-password">
        <Typography id="settings-password" variant="h6" component="h3" sx={{ mb: 2 }}>
          {t('settings.changePassword')}
        </Typography>
        {changePassword}
      </section>
    </Stack>
  );
}
