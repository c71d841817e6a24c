import { useEffect, useState } from 'react';

// §9: success and error messages clear after 3 seconds.
export const NOTICE_CLEAR_MS = 3000;

export type Notice = { severity: 'success' | 'error'; message: string } | null;

/** A notice that removes itself after NOTICE_CLEAR_MS; each new notice starts its own clock. */
export function useTransientNotice() {
  const [notice, setNotice] = useState<Notice>(null);
  useEffect(() => {
    if (!notice) return undefined;
    const timer = setTimeout(() => setNotice(null), NOTICE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return [notice, setNotice] as const;
}
