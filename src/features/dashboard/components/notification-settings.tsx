import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import {
  useNotificationSettings,
  type NotificationSetting,
} from '../hooks/use-notification-settings';

const SETTINGS: readonly NotificationSetting[] = ['email', 'sms', 'marketing'];

/** §2: three notification toggles, kept on this device only. */
export function NotificationSettingsForm() {
  const { t } = useTranslation('dashboard');
  const { settings, toggle } = useNotificationSettings();
  return (
    <>
      <FormGroup>
        {SETTINGS.map((key) => (
          <FormControlLabel
            key={key}
            label={t(`settings.${key}`)}
            control={
              <Switch
                checked={settings[key]}
                onChange={(event) => toggle(key, event.target.checked)}
              />
            }
          />
        ))}
      </FormGroup>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('settings.localNote')}
      </Typography>
    </>
  );
}
