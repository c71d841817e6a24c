import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, type NavigateOptions, type To } from 'react-router-dom';

/**
 * Navigates after a pause (§9 redirect delays). A page that unmounts first cancels it, and so
 * does the traveller going elsewhere meanwhile: the page they left stays on screen while the next
 * one's code loads (app/router.tsx), so it has not unmounted yet, but the address has changed.
 */
export function useDelayedNavigate() {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (to: To, delayMs: number, options?: NavigateOptions) => {
      clearTimeout(timer.current);
      const from = window.location.href;
      timer.current = setTimeout(() => {
        if (window.location.href === from) void navigate(to, options);
      }, delayMs);
    },
    [navigate],
  );
}
