import SearchOffIcon from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { ReportProblemButton } from '@/components/support/report-problem-button';

/** A search that failed (§8): the message, Try Again, and a way to tell support (issue 14). */
export function SearchFailed(props: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Stack direction="row" spacing={1}>
          <Button color="inherit" size="small" onClick={props.onRetry}>
            {props.retryLabel}
          </Button>
          <ReportProblemButton color="inherit" size="small" />
        </Stack>
      }
    >
      {props.message}
    </Alert>
  );
}

/** A search that found nothing (§8), announced to screen readers. */
export function NoResults({ message }: { message: string }) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 8 }}>
      <SearchOffIcon aria-hidden color="disabled" sx={{ fontSize: 56 }} />
      <Typography role="status">{message}</Typography>
    </Stack>
  );
}

/** Under a list: why the next page failed, and Load More while there is one. */
export function LoadMore(props: {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  label: string;
  failedMessage: string;
  onLoadMore: () => void;
}) {
  return (
    <>
      {props.failed && <Alert severity="error">{props.failedMessage}</Alert>}
      {props.hasMore && (
        <Button
          variant="outlined"
          size="large"
          onClick={props.onLoadMore}
          loading={props.loading}
          sx={{ alignSelf: 'center' }}
        >
          {props.label}
        </Button>
      )}
    </>
  );
}

/** Above a list of results: a bar while they refresh, and how many are shown, announced. */
export function ResultsCount({ refreshing, text }: { refreshing: boolean; text: string }) {
  return (
    <>
      <Box sx={{ minHeight: 4 }}>{refreshing && <LinearProgress />}</Box>
      <Typography role="status" color="text.secondary">
        {text}
      </Typography>
    </>
  );
}
