import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

interface RemovableListProps<T> {
  /** The list's query: loading, failed (with a retry) or loaded. */
  query: {
    items: readonly T[] | undefined;
    isLoading: boolean;
    isError: boolean;
    retry: () => void;
  };
  texts: { loading: string; failed: string; retry: string };
  /** Shown when the list is loaded and has nothing. */
  empty: ReactNode;
  keyOf: (item: T) => string;
  /** What a row says of its item. */
  describe: (item: T) => ReactNode;
  /** The row's remove button: its text, its accessible name, whether it is busy, its action. */
  removal: (item: T) => { text: string; label: string; busy: boolean; onRemove: () => void };
}

/**
 * A list of the traveller's own things, each with a remove button (saved travellers, problem
 * reports): a spinner while it loads, an error with Try Again, the empty state, or the rows.
 */
export function RemovableList<T>({
  query,
  texts,
  empty,
  keyOf,
  describe,
  removal,
}: RemovableListProps<T>) {
  if (query.isLoading) {
    return <CircularProgress aria-label={texts.loading} sx={{ alignSelf: 'center' }} />;
  }
  if (query.isError || !query.items) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={query.retry}>
            {texts.retry}
          </Button>
        }
      >
        {texts.failed}
      </Alert>
    );
  }
  if (query.items.length === 0) return empty;
  return (
    <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }}>
      {query.items.map((item) => {
        const { text, label, busy, onRemove } = removal(item);
        return (
          <Paper
            key={keyOf(item)}
            variant="outlined"
            component="li"
            sx={{ p: 2, listStyle: 'none' }}
          >
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
            >
              <Stack spacing={0.5} sx={{ minWidth: 0 }}>
                {describe(item)}
              </Stack>
              <Button
                color="error"
                variant="outlined"
                startIcon={<DeleteOutlineOutlined />}
                onClick={onRemove}
                loading={busy}
                aria-label={label}
                sx={{ flexShrink: 0 }}
              >
                {text}
              </Button>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
