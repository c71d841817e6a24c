import { act } from '@testing-library/react';
import { setTimeout as realDelay } from 'node:timers/promises';

/** Retries an assertion in real time while a fake clock stands still (MSW answers in real time). */
export async function untilReal<T>(assertion: () => T): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return assertion();
    } catch (error) {
      if (attempt === 300) throw error;
      await act(() => realDelay(10));
    }
  }
}
