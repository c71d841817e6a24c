import { afterFirstScreen } from './after-first-screen';

// The app's code is asked for once the server's first screen is on screen; a page with nothing
// drawn must not wait for a paint that cannot come (the 3 s fallback).

afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

async function settledWithin(promise: Promise<void>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await jest.advanceTimersByTimeAsync(ms);
  return settled;
}

it('starts at once on a page the server sent as the empty shell', async () => {
  jest.useFakeTimers();
  document.body.innerHTML = '<div id="root"></div>';

  expect(await settledWithin(afterFirstScreen(), 0)).toBe(true);
});

it('waits for the paint on a page the server drew', async () => {
  jest.useFakeTimers();
  document.body.innerHTML =
    '<div id="root" data-first-screen="en arab"><h1>Hotels in Dubai</h1></div>';
  const waiting = afterFirstScreen();

  expect(await settledWithin(waiting, 0)).toBe(false);
  // jsdom reports no paints: the frame after the next one stands in for the paint.
  expect(await settledWithin(waiting, 100)).toBe(true);
});
