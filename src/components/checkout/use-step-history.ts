import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

const stepIn = (state: unknown): number | null => {
  const step = (state as { wizardStep?: unknown } | null)?.wizardStep;
  return typeof step === 'number' && Number.isInteger(step) && step >= 0 ? step : null;
};

/**
 * A wizard's steps as browser history: each step taken is a history entry (the same URL, the step
 * in its state), so the browser's Back goes to the previous step rather than off the wizard, and
 * Forward comes back; the wizard's own Back goes back in history too, so the two never disagree.
 * The entry the wizard was opened on stands for the step it opened at. Other state on the entry
 * (the offer handed over) is kept.
 */
export function useStepHistory(step: number, setStep: (step: number) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const openedAt = useRef(step);
  const fromHistory = stepIn(location.state) ?? openedAt.current;

  useEffect(() => {
    // A history move (Back, Forward) changed the entry: the wizard follows it.
    if (fromHistory !== step) setStep(fromHistory);
    // Only a new entry decides; a step taken in the wizard adds its own entry below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return useCallback(
    (next: number) => {
      setStep(next);
      if (next === fromHistory) return;
      // Steps go forward one at a time, each on its own entry, so an earlier step since the
      // wizard opened is that many entries back: going there is going back in history.
      if (next < fromHistory && next >= openedAt.current) {
        void navigate(next - fromHistory);
        return;
      }
      const state =
        typeof location.state === 'object' && location.state !== null ? location.state : {};
      void navigate(
        { pathname: location.pathname, search: location.search },
        { state: { ...state, wizardStep: next } },
      );
    },
    [setStep, fromHistory, navigate, location],
  );
}
