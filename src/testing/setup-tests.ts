import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

import { loadLanguage } from '@/i18n/i18n';
import { staticMediaQuery } from '@/testing/media-query';
import { loadRtlCache } from '@/theme/direction-cache';

import { RECORDED_AT } from '../../mocks/recorded/recorded-at';
import { server } from '../../mocks/server';

// findBy… and waitFor wait for what a user would wait for: a lazily loaded route can take longer
// than the 1 s default on a busy shared machine, and waiting longer costs nothing when it is fast.
configure({ asyncUtilTimeout: 5_000 });
// A test that types a whole form can take more than Jest's 5 s default on a busy machine.
jest.setTimeout(30_000);

// jsdom lacks these browser APIs that MUI and the layout use.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => staticMediaQuery(query, false),
});
window.scrollTo = () => {};

// "Today" is the day the API's answers were recorded (mocks/recorded/), so the dates a test types
// or computes are the ones the recording asked about. Only Date is faked, and it moves on in real
// time; a test that fakes timers itself has its own clock until it restores the real one, and the
// next test starts on this one again. At the top as well, for dates a test file computes as it loads.
function fixToday() {
  jest.useFakeTimers({
    now: new Date(RECORDED_AT),
    advanceTimers: true,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
fixToday();
beforeEach(fixToday);

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // As the app's entry does for an Arabic visitor, so Arabic renders start right to left; and
  // the strings that load per language (src/i18n/i18n.ts), in both.
  await Promise.all([loadRtlCache(), loadLanguage('en'), loadLanguage('ar')]);
});
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());
