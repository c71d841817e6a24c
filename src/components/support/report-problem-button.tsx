import BugReportOutlined from '@mui/icons-material/BugReportOutlined';
import Button, { type ButtonProps } from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The dialog (with the redaction preview and its strings) loads only when someone opens it, so
// the footer on every page costs one button.
const ReportProblemDialog = lazy(() => import('./report-problem-dialog'));

/** "Report a problem" (issue 14): in the footer and on every error screen. */
export function ReportProblemButton(props: Omit<ButtonProps, 'onClick' | 'children'>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // A new dialog each time it opens: it records what the page did up to that moment.
  const [opened, setOpened] = useState(0);
  return (
    <>
      <Button
        startIcon={<BugReportOutlined />}
        {...props}
        onClick={() => {
          setOpened((count) => count + 1);
          setOpen(true);
        }}
      >
        {t('reportProblem')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportProblemDialog key={opened} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
