import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export type FormNoticeValue = {
  severity: 'success' | 'info' | 'error';
  title?: string;
  message: string;
} | null;

/**
 * A form's outcome. Success and info go into a polite live region that is always present (so
 * adding text is announced); an error is an alert.
 */
export function FormNotice({ notice, action }: { notice: FormNoticeValue; action?: ReactNode }) {
  const polite = notice && notice.severity !== 'error' ? notice : null;
  return (
    <>
      <Box role="status" sx={{ mt: polite ? 2 : 0 }}>
        {polite && (
          <Alert severity={polite.severity} role="none">
            {polite.title && <AlertTitle>{polite.title}</AlertTitle>}
            {polite.message}
          </Alert>
        )}
      </Box>
      {notice?.severity === 'error' && (
        <Alert severity="error" action={action} sx={{ mt: 2 }}>
          {notice.title && <AlertTitle>{notice.title}</AlertTitle>}
          {notice.message}
        </Alert>
      )}
    </>
  );
}
