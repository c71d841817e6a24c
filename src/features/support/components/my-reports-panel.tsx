import BugReportOutlined from '@mui/icons-material/BugReportOutlined';
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import type { SupportReportSummary } from '@server/modules/support/schemas.ts';

import { useConfirm } from '@/components/feedback/confirm-dialog';
import { EmptyState } from '@/components/feedback/empty-state';
import { useSnackbar } from '@/components/feedback/use-snackbar';
import {
  useDeleteProblemReportMutation,
  useMyProblemReportsQuery,
} from '@/components/support/support-api';
import { registerNamespace } from '@/i18n/i18n';
import arSupport from '@/i18n/locales/ar/support.json';
import enSupport from '@/i18n/locales/en/support.json';
import { formatDateTime, formatNumber } from '@/lib/format';

registerNamespace('support', enSupport, arSupport);

function ReportRow({
  report,
  onDelete,
  deleting,
}: {
  report: SupportReportSummary;
  onDelete: () => void;
  deleting: boolean;
}) {
  const { t, i18n } = useTranslation('support');
  const language = i18n.language === 'ar' ? 'ar' : 'en';
  const date = (iso: string) =>
    formatDateTime(new Date(iso), language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Paper variant="outlined" component="li" sx={{ p: 2, listStyle: 'none' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Typography sx={{ fontFamily: 'monospace', fontWeight: 700, letterSpacing: 2 }} dir="ltr">
            {report.code}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('reports.sentOn', { date: date(report.created_at) })} ·{' '}
            {t('reports.steps', {
              count: report.action_count,
              value: formatNumber(report.action_count, language),
            })}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('reports.page', { page: report.page })}
          </Typography>
          {report.description && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {report.description}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary">
            {t('reports.expiresOn', { date: date(report.expires_at) })}
          </Typography>
        </Stack>
        <Button
          color="error"
          variant="outlined"
          startIcon={<DeleteOutlineOutlined />}
          onClick={onDelete}
          loading={deleting}
          aria-label={t('reports.deleteLabel', { code: report.code })}
          sx={{ flexShrink: 0 }}
        >
          {t('reports.delete')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The dashboard's Problem reports tab: the traveller's own reports, each deletable. */
export function MyReportsPanel() {
  const { t } = useTranslation('support');
  const { data, isLoading, isError, refetch } = useMyProblemReportsQuery();
  const [deleteReport, deletion] = useDeleteProblemReportMutation();
  const [confirm, confirmDialog] = useConfirm();
  const [notify, snackbar] = useSnackbar({ closeLabel: t('dialog.close') });

  const remove = async (code: string) => {
    const confirmed = await confirm({
      title: t('reports.confirmTitle'),
      body: t('reports.confirmBody', { code }),
      confirmLabel: t('reports.confirmDelete'),
      cancelLabel: t('reports.keep'),
      destructive: true,
    });
    if (!confirmed) return;
    const result = await deleteReport(code);
    notify(
      'error' in result
        ? { severity: 'error', message: t('reports.deleteFailed') }
        : { severity: 'success', message: t('reports.deleted') },
    );
  };

  let content;
  if (isLoading) {
    content = <CircularProgress aria-label={t('reports.intro')} sx={{ alignSelf: 'center' }} />;
  } else if (isError || !data) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('reports.retry')}
          </Button>
        }
      >
        {t('reports.loadFailed')}
      </Alert>
    );
  } else if (data.results.length === 0) {
    content = (
      <EmptyState
        icon={<BugReportOutlined />}
        title={t('reports.emptyTitle')}
        body={t('reports.emptyBody')}
      />
    );
  } else {
    content = (
      <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }}>
        {data.results.map((report) => (
          <ReportRow
            key={report.code}
            report={report}
            deleting={deletion.isLoading && deletion.originalArgs === report.code}
            onDelete={() => void remove(report.code)}
          />
        ))}
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('reports.intro')}</Typography>
      {content}
      {confirmDialog}
      {snackbar}
    </Stack>
  );
}
