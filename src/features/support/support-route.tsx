import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';

import { isReportCode, normaliseReportCode } from '@server/shared/report-code.ts';

import { PageContainer } from '@/components/page-container';
import { registerNamespace } from '@/i18n/i18n';
import arSupport from '@/i18n/locales/ar/support.json';
import enSupport from '@/i18n/locales/en/support.json';

import { useSupportReportQuery } from './api/staff-api';
import { ReportCodeForm } from './components/report-code-form';
import { ReportDetails } from './components/report-details';
import { ReportRequests } from './components/report-requests';
import { ReportTimeline } from './components/report-timeline';
import { useStaffErrorText } from './hooks/use-staff-error-text';
import { useStaffTranslation } from './hooks/use-staff-translation';

registerNamespace('support', enSupport, arSupport);

const CODE_PARAM = 'code';

function OpenReport({ code }: { code: string }) {
  const { t } = useStaffTranslation();
  const errorText = useStaffErrorText();
  const { data: report, error, isFetching } = useSupportReportQuery(code);
  if (isFetching && !report) {
    return (
      <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={24} />
        <Typography>{t('loading')}</Typography>
      </Stack>
    );
  }
  if (!report || report.code !== code) {
    return <Alert severity="error">{errorText(error)}</Alert>;
  }
  return (
    <Stack spacing={3}>
      <ReportDetails report={report} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 5 }}>
          <ReportRequests requests={report.requests} />
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <ReportTimeline steps={report.steps} />
        </Grid>
      </Grid>
    </Stack>
  );
}

/**
 * /support: support staff open a traveller's problem report by its code (?code= keeps it in the
 * address, to reload or share with a colleague) and read it here, or download it for Redux
 * DevTools. The app layer lets only support accounts in; the server checks the role again.
 */
export function SupportRoute() {
  const { t } = useStaffTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get(CODE_PARAM) ?? '';
  const code = isReportCode(asked) ? normaliseReportCode(asked) : null;
  return (
    <PageContainer>
      <Stack spacing={4}>
        <Box sx={{ maxWidth: '70ch' }}>
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
            {t('title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1.5 }}>
            {t('intro')}
          </Typography>
        </Box>
        <ReportCodeForm
          key={code ?? asked}
          code={code ?? asked}
          onOpen={(next) => setParams({ [CODE_PARAM]: next })}
        />
        {asked && !code && <Alert severity="error">{t('codeInvalid')}</Alert>}
        {code && <OpenReport code={code} />}
      </Stack>
    </PageContainer>
  );
}
