import '@testing-library/jest-dom';

import { loadRtlCache } from '@/theme/direction-cache';

import { server } from '../../mocks/server';

// jsdom lacks these browser APIs that MUI and the layout use.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});
window.scrollTo = () => {};

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // As the app's entry does for an Arabic visitor, so Arabic renders start right to left.
  await loadRtlCache();
});
afterEach(() => {
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterAll(() => server.close());
