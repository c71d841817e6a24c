import BugReportOutlined from '@mui/icons-material/BugReportOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import type { SupportReportSummary } from '@server/modules/support/schemas.ts';

import { useConfirm } from '@/components/feedback/confirm-dialog';
import { EmptyState } from '@/components/feedback/empty-state';
import { RemovableList } from '@/components/feedback/removable-list';
import { useSnackbar } from '@/components/feedback/use-snackbar';
import {
  useDeleteProblemReportMutation,
  useMyProblemReportsQuery,
} from '@/components/support/support-api';
import { registerNamespace } from '@/i18n/i18n';
import arSupport from '@/i18n/locales/ar/support.json';
import enSupport from '@/i18n/locales/en/support.json';
import { formatDateTime, formatNumber } from '@/lib/format';
import { languageOf } from '@/lib/language';

registerNamespace('support', enSupport, arSupport);

function ReportDescription({ report }: { report: SupportReportSummary }) {
  const { t, i18n } = useTranslation('support');
  const language = languageOf(i18n.language);
  const date = (iso: string) =>
    formatDateTime(new Date(iso), language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <>
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
    </>
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

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('reports.intro')}</Typography>
      <RemovableList
        query={{ items: data?.results, isLoading, isError, retry: () => void refetch() }}
        texts={{
          loading: t('reports.intro'),
          failed: t('reports.loadFailed'),
          retry: t('reports.retry'),
        }}
        empty={
          <EmptyState
            icon={<BugReportOutlined />}
            title={t('reports.emptyTitle')}
            body={t('reports.emptyBody')}
          />
        }
        keyOf={(report) => report.code}
        describe={(report) => <ReportDescription report={report} />}
        removal={(report) => ({
          text: t('reports.delete'),
          label: t('reports.deleteLabel', { code: report.code }),
          busy: deletion.isLoading && deletion.originalArgs === report.code,
          onRemove: () => void remove(report.code),
        })}
      />
      {confirmDialog}
      {snackbar}
    </Stack>
  );
}
