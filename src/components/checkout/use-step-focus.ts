import { useEffect, useRef } from 'react';

/** Moves the focus to the step's heading when the step changes (not on the first render). */
export function useStepFocus(step: number) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);
  return heading;
}
