import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

export type ContactNotice = { kind: 'sent' } | { kind: 'failed'; message: string | null } | null;

/** The thank-you or the failure under the form, announced to screen readers. */
export function ContactFormNotice({ notice }: { notice: ContactNotice }) {
  const { t } = useTranslation('contact');
  return (
    <>
      {/* A polite live region that is always present, so adding the thank-you is announced. */}
      <Box role="status" sx={{ mt: notice?.kind === 'sent' ? 2 : 0 }}>
        {notice?.kind === 'sent' && (
          <Alert severity="success" role="none">
            <AlertTitle>{t('form.sentTitle')}</AlertTitle>
            {t('form.sentBody')}
          </Alert>
        )}
      </Box>
      {notice?.kind === 'failed' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          <AlertTitle>{t('form.failedTitle')}</AlertTitle>
          {notice.message ?? t('form.failedFallback')}
        </Alert>
      )}
    </>
  );
}
