import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';

import type { SupportReportCreated } from '@server/modules/support/schemas.ts';
import { SUPPORT_LIMITS } from '@server/modules/support/constants.ts';

import { apiErrorMessage } from '@/api/error-message';
import { registerNamespace } from '@/i18n/i18n';
import { formatNumber } from '@/lib/format';
import arSupport from '@/i18n/locales/ar/support.json';
import enSupport from '@/i18n/locales/en/support.json';
import { takeRecording, type Recording } from '@/lib/support/action-recorder';
import { buildProblemReport, ReportTooLargeError } from '@/lib/support/problem-report';

import { useSendProblemReportMutation } from './support-api';
import { languageOf } from '@/lib/language';

registerNamespace('support', enSupport, arSupport);

interface ReportProblemDialogProps {
  open: boolean;
  onClose: () => void;
}

function usePreparedReport(recording: Recording, description: string, language: string) {
  return useMemo(() => {
    try {
      const report = buildProblemReport(recording, {
        description,
        page: `${window.location.pathname}${window.location.search}`,
        language,
        userAgent: navigator.userAgent,
      });
      const json = JSON.stringify(report, null, 2);
      return { report, json, error: null };
    } catch (error) {
      if (!(error instanceof ReportTooLargeError)) throw error;
      return { report: null, json: '', error };
    }
  }, [recording, description, language]);
}

/**
 * "Report a problem": shows the traveller exactly what will be sent (already redacted), asks for
 * consent, sends it, and shows the code to quote to support. The recording is taken once, when
 * the dialog opens, so what is shown is what is sent.
 */
export default function ReportProblemDialog({ open, onClose }: ReportProblemDialogProps) {
  const { t, i18n } = useTranslation('support');
  const dispatch = useDispatch();
  const titleId = useId();
  const previewId = useId();
  const [recording] = useState(() => dispatch(takeRecording()) as unknown as Recording);
  const [description, setDescription] = useState('');
  const [consent, setConsent] = useState(false);
  const [showData, setShowData] = useState(false);
  const [created, setCreated] = useState<SupportReportCreated | null>(null);
  const deferredDescription = useDeferredValue(description);
  const prepared = usePreparedReport(recording, deferredDescription, i18n.language);
  const [send, { isLoading, error, reset }] = useSendProblemReportMutation();

  const submit = async () => {
    if (!prepared.report) return;
    const answer = await send(prepared.report);
    if ('data' in answer && answer.data) setCreated(answer.data);
  };

  if (created) {
    return (
      <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{t('dialog.sentTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <Typography color="text.secondary">{t('dialog.codeLabel')}</Typography>
            <Typography
              variant="h4"
              component="p"
              dir="ltr"
              data-testid="support-report-code"
              sx={{ fontFamily: 'monospace', letterSpacing: 4, fontWeight: 700 }}
            >
              {created.code}
            </Typography>
            <Typography>{t('dialog.sentBody')}</Typography>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onClose}>
            {t('dialog.close')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  const sizeKb = Math.max(1, Math.round(new TextEncoder().encode(prepared.json).length / 1024));
  const language = languageOf(i18n.language);
  const actionCount = prepared.report?.actions.length ?? 0;
  const requestCount = prepared.report?.requests.length ?? 0;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('dialog.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('dialog.intro')}</DialogContentText>
          <TextField
            label={t('dialog.descriptionLabel')}
            helperText={t('dialog.descriptionHelper')}
            value={description}
            onChange={(event) => {
              setDescription(event.target.value);
              reset();
            }}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: SUPPORT_LIMITS.descriptionMax } }}
          />
          {prepared.error ? (
            <Alert severity="error">{t('dialog.tooLarge')}</Alert>
          ) : (
            <Box>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                {t('dialog.previewTitle')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('dialog.previewSummary', {
                  steps: t('reports.steps', {
                    count: actionCount,
                    value: formatNumber(actionCount, language),
                  }),
                  requests: t('dialog.requests', {
                    count: requestCount,
                    value: formatNumber(requestCount, language),
                  }),
                  size: formatNumber(sizeKb, language),
                })}
              </Typography>
              <Button
                size="small"
                onClick={() => setShowData((shown) => !shown)}
                aria-expanded={showData}
                aria-controls={previewId}
                sx={{ mt: 1 }}
              >
                {showData ? t('dialog.hidePreview') : t('dialog.showPreview')}
              </Button>
              <Collapse in={showData}>
                <Box
                  id={previewId}
                  component="pre"
                  dir="ltr"
                  tabIndex={0}
                  data-testid="support-report-preview"
                  sx={{
                    m: 0,
                    mt: 1,
                    p: 1.5,
                    maxHeight: 320,
                    overflow: 'auto',
                    fontSize: 12,
                    bgcolor: 'action.hover',
                    borderRadius: 1,
                  }}
                >
                  {prepared.json}
                </Box>
              </Collapse>
            </Box>
          )}
          <FormControlLabel
            control={
              <Checkbox checked={consent} onChange={(event) => setConsent(event.target.checked)} />
            }
            label={t('dialog.consent')}
          />
          {error && <Alert severity="error">{apiErrorMessage(error) ?? t('dialog.failed')}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={!consent || !prepared.report}
          loading={isLoading}
        >
          {t('dialog.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
