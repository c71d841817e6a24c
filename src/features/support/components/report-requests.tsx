import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

import type { RecordedRequest } from '@server/modules/support/schemas.ts';

import { formatDateTime } from '@/lib/format';

import { useStaffTranslation } from '../hooks/use-staff-translation';

import { RequestOutcome } from './request-outcome';

/** Every request the app made in the recorded steps, oldest first. */
export function ReportRequests({ requests }: { requests: RecordedRequest[] }) {
  const { t, language } = useStaffTranslation();
  const headingId = useId();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" id={headingId}>
        {t('requests.heading')}
      </Typography>
      {requests.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('requests.none')}
        </Typography>
      ) : (
        <List aria-labelledby={headingId} disablePadding>
          {requests.map((request, index) => (
            <ListItem key={index} divider disableGutters sx={{ display: 'block', py: 1.5 }}>
              <Stack spacing={0.5}>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline' }}>
                  <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
                    {formatDateTime(new Date(request.startedAt), language, { timeStyle: 'medium' })}
                  </Typography>
                  <Box
                    component="code"
                    dir="ltr"
                    sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
                  >
                    {request.endpoint}
                  </Box>
                </Stack>
                <RequestOutcome request={request} />
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
