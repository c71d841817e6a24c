import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { saveFile } from '@/lib/save-file';

import { useLazySupportReportFileQuery } from '../api/staff-api';
import { useStaffErrorText } from '../hooks/use-staff-error-text';
import { useStaffTranslation } from '../hooks/use-staff-translation';

/** Saves the report as the Redux DevTools extension's Export file, which its Import replays. */
export function DownloadReportButton({ code }: { code: string }) {
  const { t } = useStaffTranslation();
  const errorText = useStaffErrorText();
  const [fetchFile, { isFetching, error }] = useLazySupportReportFileQuery();
  return (
    <Stack spacing={1}>
      <Button
        variant="contained"
        startIcon={<FileDownloadOutlined />}
        loading={isFetching}
        onClick={async () => {
          const answer = await fetchFile(code);
          if (answer.data !== undefined) saveFile(answer.data, `safar-report-${code}.json`);
        }}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('download')}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {t('downloadHelp')}
      </Typography>
      {error && <Alert severity="error">{errorText(error, 'downloadFailed')}</Alert>}
    </Stack>
  );
}
