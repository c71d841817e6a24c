import { useCallback, useEffect, useState } from 'react';

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * Whole seconds counting down to zero, measured against a deadline so a throttled background tab
 * does not slow it down; `restart` starts again from any number of seconds.
 */
export function useCountdown(initialSeconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + initialSeconds * 1000);
  const [secondsLeft, setSecondsLeft] = useState(initialSeconds);
  useEffect(() => {
    const tick = () => {
      const left = secondsUntil(deadline);
      setSecondsLeft(left);
      return left;
    };
    if (tick() === 0) return undefined;
    const timer = setInterval(() => {
      if (tick() === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  const restart = useCallback((seconds: number) => setDeadline(Date.now() + seconds * 1000), []);
  return { secondsLeft, restart };
}
