import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { useGetProfileQuery } from '../api/profile-api';
import { useAuthTranslation } from '../hooks/use-auth-translation';

import { ProfileEditor } from './profile-editor';

/**
 * The dashboard's My Profile tab (§2): loading, the error with Retry, or the form. Retry asks
 * again instead of reloading the whole page.
 */
export function ProfilePanel() {
  const { t } = useAuthTranslation();
  const { data: profile, isLoading, refetch } = useGetProfileQuery();

  if (isLoading) {
    return (
      <Stack role="status" direction="row" spacing={2} sx={{ alignItems: 'center', py: 4 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('profile.loading')}</Typography>
      </Stack>
    );
  }
  if (!profile) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('profile.retry')}
          </Button>
        }
      >
        {t('profile.loadFailed')}
      </Alert>
    );
  }
  return <ProfileEditor key={profile.user_id} profile={profile} />;
}
