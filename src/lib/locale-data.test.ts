// The app waits for the locale-data worker before it makes its own formatters (src/app/start.tsx):
// that wait must end whatever the worker does, and the worker must not outlive it.

type Listener = (() => void) | null;

class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: Listener = null;
  onerror: Listener = null;
  terminated = false;
  constructor(readonly url: URL) {
    FakeWorker.made.push(this);
  }
  terminate() {
    this.terminated = true;
  }
}

async function freshLoad() {
  jest.resetModules();
  const { loadLocaleData } = await import('./locale-data');
  return loadLocaleData;
}

beforeEach(() => {
  FakeWorker.made = [];
  Object.assign(globalThis, { Worker: FakeWorker });
});
afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { Worker?: unknown }).Worker;
});

it('resolves when the worker has made its formatters, once for every caller, and lets it go', async () => {
  const loadLocaleData = await freshLoad();
  const first = loadLocaleData();
  const second = loadLocaleData();
  expect(FakeWorker.made).toHaveLength(1);
  expect(FakeWorker.made[0]!.url.pathname).toMatch(/locale-data\.worker\.ts$/);
  FakeWorker.made[0]!.onmessage!();
  await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
  expect(FakeWorker.made[0]!.terminated).toBe(true);
});

it('resolves when the worker fails to load', async () => {
  const loadLocaleData = await freshLoad();
  const loading = loadLocaleData();
  FakeWorker.made[0]!.onerror!();
  await expect(loading).resolves.toBeUndefined();
  expect(FakeWorker.made[0]!.terminated).toBe(true);
});

it('stops waiting after a second for a worker that never answers', async () => {
  jest.useFakeTimers();
  const loadLocaleData = await freshLoad();
  let settled = false;
  void loadLocaleData().then(() => (settled = true));
  await jest.advanceTimersByTimeAsync(999);
  expect(settled).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  expect(settled).toBe(true);
  expect(FakeWorker.made[0]!.terminated).toBe(true);
});

it('resolves at once where the browser has no workers or forbids them', async () => {
  Object.assign(globalThis, {
    Worker: class {
      constructor() {
        throw new Error('SecurityError');
      }
    },
  });
  const loadLocaleData = await freshLoad();
  await expect(loadLocaleData()).resolves.toBeUndefined();
});
