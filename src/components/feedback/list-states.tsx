import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

/** A list that could not be loaded: what went wrong and Try Again. */
export function LoadFailed({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

/** Below a paged list: Load More while there are more pages, and why the last one failed. */
export function LoadMore({
  query,
  texts,
}: {
  query: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    fetchNextPage: () => unknown;
  };
  texts: { loadMore: string; failed: string };
}) {
  return (
    <>
      {query.isFetchNextPageError && <Alert severity="error">{texts.failed}</Alert>}
      {query.hasNextPage && (
        <Stack sx={{ alignItems: 'center' }}>
          <Button
            variant="outlined"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {texts.loadMore}
          </Button>
        </Stack>
      )}
    </>
  );
}
