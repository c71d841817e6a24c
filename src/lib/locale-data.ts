/*
 * The first Intl formatter a page makes loads the browser's locale data (ICU): 25-60 ms in
 * Chromium on this project's machines without any slowdown, several times that on a phone, in one
 * task the page cannot split. In Chromium that data belongs to the renderer process, not to one
 * thread: once a worker has made a formatter, the page's first one takes well under a millisecond
 * (0.2 ms measured against 26-60 ms). So the app starts a worker that makes its formatters as soon
 * as the first screen is painted (src/index.tsx), and makes its own only once the worker is done
 * (src/app/start.tsx). Elsewhere the worker changes nothing: the page loads its data as before.
 */

// How long the app waits for the worker before making its formatters anyway.
const WAIT_MS = 1000;

let loading: Promise<void> | undefined;

/** Starts loading the locale data on a worker's thread; resolves when it is loaded (or not to be). */
export function loadLocaleData(): Promise<void> {
  loading ??= new Promise<void>((resolve) => {
    let worker: Worker | undefined;
    const done = () => {
      clearTimeout(timer);
      worker?.terminate();
      resolve();
    };
    const timer = setTimeout(done, WAIT_MS);
    try {
      worker = new Worker(new URL('./locale-data.worker.ts', import.meta.url));
      worker.onmessage = done;
      worker.onerror = done;
    } catch {
      // No workers here (or not allowed): the page loads the data itself.
      done();
    }
  });
  return loading;
}
