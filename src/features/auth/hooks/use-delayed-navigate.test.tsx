import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';

import { useDelayedNavigate } from './use-delayed-navigate';

// The app's pages after sign-in or sign-up go on by themselves after a pause (§9).
describe('a navigation after a pause', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/verify-otp']}>{children}</MemoryRouter>
  );
  const render = () =>
    renderHook(() => ({ navigateLater: useDelayedNavigate(), location: useLocation() }), {
      wrapper,
    });

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    window.history.replaceState(null, '', '/');
  });

  it('goes on after the pause', () => {
    const { result } = render();
    act(() => result.current.navigateLater('/dashboard', 1000));
    act(() => jest.advanceTimersByTime(999));
    expect(result.current.location.pathname).toBe('/verify-otp');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.location.pathname).toBe('/dashboard');
  });

  it('stays put when the traveller went elsewhere meanwhile (the page stays while the next loads)', () => {
    const { result } = render();
    act(() => result.current.navigateLater('/dashboard', 1000));
    // A link followed in the browser: the address changes before the next page is drawn.
    window.history.pushState(null, '', '/hotels');
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current.location.pathname).toBe('/verify-otp');
  });
});
