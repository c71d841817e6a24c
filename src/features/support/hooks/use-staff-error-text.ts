import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

import { useStaffTranslation } from './use-staff-translation';

// The server's answers the support screen can get, said in the reader's language (the server's
// own detail is English only).
const BY_STATUS: Record<number, string> = {
  400: 'errors.invalid',
  403: 'errors.notStaff',
  404: 'errors.notFound',
  429: 'errors.tooMany',
};

export function useStaffErrorText() {
  const { t } = useStaffTranslation();
  return (error: FetchBaseQueryError | SerializedError | undefined, fallback = 'errors.failed') => {
    const status = error && 'status' in error ? error.status : null;
    return t(typeof status === 'number' ? (BY_STATUS[status] ?? fallback) : fallback);
  };
}
