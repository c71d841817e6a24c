import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import type { RecordedRequest } from '@server/modules/support/schemas.ts';

import { formatNumber } from '@/lib/format';

import { useStaffTranslation } from '../hooks/use-staff-translation';

const COLORS = { pending: 'default', fulfilled: 'success', rejected: 'error' } as const;

type Outcome = Pick<RecordedRequest, 'status' | 'httpStatus' | 'requestId'>;

/** A request's outcome, its HTTP status and the server's request id (to find it in the log). */
export function RequestOutcome({ request }: { request: Outcome }) {
  const { t, language } = useStaffTranslation();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Chip
        size="small"
        color={COLORS[request.status]}
        variant={request.status === 'pending' ? 'outlined' : 'filled'}
        label={t(`requests.statuses.${request.status}`)}
      />
      {request.httpStatus !== null && (
        <Typography variant="body2" component="span">
          {t('requests.httpStatus', {
            status: formatNumber(request.httpStatus, language, { useGrouping: false }),
          })}
        </Typography>
      )}
      {request.status !== 'pending' && (
        <Typography variant="body2" component="span" color="text.secondary">
          {t('requests.requestId')}:{' '}
          {request.requestId ? (
            // A box of its own: wrapped inside an Arabic line, an id keeps its own order.
            <Box
              component="code"
              dir="ltr"
              sx={{
                display: 'inline-block',
                maxWidth: '100%',
                fontSize: '0.8125rem',
                overflowWrap: 'anywhere',
                verticalAlign: 'top',
              }}
            >
              {request.requestId}
            </Box>
          ) : (
            t('requests.noRequestId')
          )}
        </Typography>
      )}
    </Stack>
  );
}
