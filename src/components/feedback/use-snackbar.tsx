import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useState } from 'react';

export interface SnackbarNotice {
  severity: 'success' | 'info' | 'error';
  message: string;
}

const AUTO_HIDE_MS = 6000;

/**
 * `const [notify, snackbar] = useSnackbar({ closeLabel })`: render `snackbar` once, then
 * `notify({ severity, message })`. Good news hides itself after 6 s; an error stays until it is
 * closed, so nobody misses it.
 */
export function useSnackbar({ closeLabel }: { closeLabel: string }) {
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<(SnackbarNotice & { key: number }) | null>(null);

  const notify = useCallback((next: SnackbarNotice) => {
    setNotice((current) => ({ ...next, key: (current?.key ?? 0) + 1 }));
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);

  const isError = notice?.severity === 'error';
  const snackbar = (
    <Snackbar
      key={notice?.key}
      open={open}
      autoHideDuration={isError ? null : AUTO_HIDE_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') close();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={notice?.severity}
        variant="filled"
        role={isError ? 'alert' : 'status'}
        onClose={close}
        closeText={closeLabel}
        sx={{ width: '100%', alignItems: 'center' }}
      >
        {notice?.message}
      </Alert>
    </Snackbar>
  );
  return [notify, snackbar] as const;
}
