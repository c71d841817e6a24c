import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import type { TimelineStep } from '@server/modules/support/schemas.ts';

import { formatDateTime, formatNumber } from '@/lib/format';

import { useStaffTranslation } from '../hooks/use-staff-translation';
import { timelineEntries, type TimelineEntry } from '../model/timeline';

import { RequestOutcome } from './request-outcome';

function StepText({ entry }: { entry: TimelineEntry }) {
  const { t, language } = useStaffTranslation();
  const { request, type } = entry.step;
  if (request) {
    const endpoint = `\u2068${request.endpoint}\u2069`;
    return (
      <Stack spacing={0.5}>
        <Typography sx={{ fontWeight: 500 }}>
          {t(`steps.${request.status}`, { endpoint })}
        </Typography>
        {request.status !== 'pending' && <RequestOutcome request={request} />}
      </Stack>
    );
  }
  return (
    <Typography component="div">
      {t('steps.action')}:{' '}
      <Box component="code" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
        {type}
      </Box>
      {entry.count > 1 && (
        <Typography component="span" color="text.secondary">
          {' · '}
          {t('steps.repeated', { count: entry.count, value: formatNumber(entry.count, language) })}
        </Typography>
      )}
    </Typography>
  );
}

/** The recorded steps in order, as Redux DevTools numbers them, each with its time. */
export function ReportTimeline({ steps }: { steps: TimelineStep[] }) {
  const { t, language } = useStaffTranslation();
  const headingId = useId();
  const entries = timelineEntries(steps);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" id={headingId}>
          {t('steps.heading')}
        </Typography>
        <Typography color="text.secondary">
          {t('steps.count', { count: steps.length, value: formatNumber(steps.length, language) })}
        </Typography>
      </Stack>
      {entries.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('steps.none')}
        </Typography>
      ) : (
        <Box
          component="ol"
          aria-labelledby={headingId}
          data-testid="support-report-steps"
          sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}
        >
          {entries.map((entry) => (
            <Box
              component="li"
              key={entry.number}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '7.5rem 1fr' },
                gap: { xs: 0.25, sm: 2 },
                py: 1.25,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Typography variant="body2" color="text.secondary" sx={{ pt: { sm: 0.25 } }}>
                {formatNumber(entry.number, language)}
                {' · '}
                {entry.step.at
                  ? formatDateTime(new Date(entry.step.at), language, { timeStyle: 'medium' })
                  : t('steps.noTime')}
              </Typography>
              <StepText entry={entry} />
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
