import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { MessagePage } from '@/components/message-page';
import { ReportProblemButton } from '@/components/support/report-problem-button';

/** Shown when a page throws or its code fails to load (for example after a deploy). */
export function RouteErrorPage({ error }: { error?: unknown }) {
  const { t } = useTranslation();
  useEffect(() => console.error(error), [error]);
  return (
    <MessagePage
      icon={<ErrorOutlineIcon />}
      title={t('routeError.title')}
      body={t('routeError.body')}
      actions={
        <>
          <Button variant="contained" size="large" onClick={() => window.location.reload()}>
            {t('routeError.reload')}
          </Button>
          <ReportProblemButton variant="outlined" size="large" />
        </>
      }
    />
  );
}
