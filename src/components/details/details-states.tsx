import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';

import { MessagePage } from '@/components/message-page';

/** The strings a details page says while it loads or fails, under the same keys in each feature. */
type DetailsText =
  | 'details.notFound'
  | 'details.notFoundBody'
  | 'details.failed'
  | 'details.failedBody'
  | 'details.loading'
  | 'results.tryAgain';

/** What a details page reads of its RTK Query. */
interface DetailsQuery<T> {
  currentData?: T;
  error?: FetchBaseQueryError | SerializedError;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface DetailsStatesProps<T> {
  query: DetailsQuery<T>;
  /** The address cannot name one (not asked for): not found. */
  malformed: boolean;
  /** The answers that mean there is no such one. */
  notFoundStatuses?: readonly number[];
  notFoundIcon: ReactNode;
  /** The way back, offered when it is not found or could not be loaded. */
  back: ReactNode;
  t: (key: DetailsText) => string;
  children: (data: T) => ReactNode;
}

/**
 * A details page (a car's, a hotel's) until its item is there: not found (with the way back),
 * failed (try again, or go back), loading; then the item.
 */
export function DetailsStates<T>({
  query,
  malformed,
  notFoundStatuses = [404],
  notFoundIcon,
  back,
  t,
  children,
}: DetailsStatesProps<T>) {
  const status = query.error && 'status' in query.error ? query.error.status : null;
  if (malformed || (typeof status === 'number' && notFoundStatuses.includes(status))) {
    return (
      <MessagePage
        icon={notFoundIcon}
        title={t('details.notFound')}
        body={t('details.notFoundBody')}
        actions={back}
      />
    );
  }
  if (query.isError && !query.isFetching) {
    return (
      <MessagePage
        icon={<ErrorOutlineIcon />}
        title={t('details.failed')}
        body={t('details.failedBody')}
        actions={
          <>
            <Button variant="outlined" onClick={() => void query.refetch()}>
              {t('results.tryAgain')}
            </Button>
            {back}
          </>
        }
      />
    );
  }
  if (!query.currentData) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
        <CircularProgress aria-label={t('details.loading')} />
      </Box>
    );
  }
  return children(query.currentData);
}
