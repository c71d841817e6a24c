import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import type { SupportReportDetail } from '@server/modules/support/schemas.ts';

import { FactGrid } from '@/components/fact-grid';
import { formatDateTime } from '@/lib/format';

import { useStaffTranslation } from '../hooks/use-staff-translation';

import { DownloadReportButton } from './download-report-button';

// Addresses, browsers and codes read left to right in either language, each in a box of its own
// so an Arabic page does not reorder them where they wrap.
const machineText = {
  display: 'inline-block',
  maxWidth: '100%',
  fontFamily: 'monospace',
  fontSize: '0.875rem',
} as const;

/** What the traveller wrote, where and when, and the file for Redux DevTools. */
export function ReportDetails({ report }: { report: SupportReportDetail }) {
  const { t, language } = useStaffTranslation();
  const date = (iso: string) =>
    formatDateTime(new Date(iso), language, { dateStyle: 'medium', timeStyle: 'medium' });
  const spokenLanguage =
    report.language === 'ar' || report.language === 'en' ? report.language : null;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={3}>
        <Typography variant="h5" component="h2">
          {t('report.heading', { code: report.code })}
        </Typography>
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {t('report.description')}
          </Typography>
          {report.description ? (
            <Typography
              component="blockquote"
              dir="auto"
              data-testid="support-report-description"
              sx={{
                m: 0,
                mt: 1,
                py: 1,
                px: 2,
                borderInlineStart: 4,
                borderColor: 'primary.main',
                bgcolor: 'action.hover',
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
              }}
            >
              {report.description}
            </Typography>
          ) : (
            <Typography color="text.secondary">{t('report.noDescription')}</Typography>
          )}
        </Box>
        <FactGrid
          wide
          facts={[
            {
              label: t('report.page'),
              value: (
                <Box component="span" dir="ltr" sx={machineText}>
                  {report.page}
                </Box>
              ),
            },
            {
              label: t('report.language'),
              value: spokenLanguage ? t(`languages.${spokenLanguage}`) : report.language,
            },
            { label: t('report.sent'), value: date(report.created_at) },
            {
              label: t('report.sender'),
              value: report.signed_in ? t('report.signedIn') : t('report.guest'),
            },
            { label: t('report.expires'), value: date(report.expires_at) },
            {
              label: t('report.browser'),
              value: (
                <Box component="span" dir="ltr" sx={machineText}>
                  {report.user_agent}
                </Box>
              ),
            },
          ]}
        />
        <DownloadReportButton code={report.code} />
      </Stack>
    </Paper>
  );
}
