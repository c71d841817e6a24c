import { act, renderHook } from '@testing-library/react';

import { REDUCED_MOTION_QUERY, useCarousel } from './use-carousel';

const ITEMS = ['a', 'b', 'c'] as const;
const INTERVAL = 1000;

const tick = () => act(() => jest.advanceTimersByTime(INTERVAL));
const setup = () => renderHook(() => useCarousel({ items: ITEMS, intervalMs: INTERVAL }));
const fakeFocusEvent = (relatedTarget: Node | null, inside: boolean) =>
  ({ relatedTarget, currentTarget: { contains: () => inside } }) as never;

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useCarousel', () => {
  it('advances once per interval and wraps to the first item', () => {
    const { result } = setup();
    expect(result.current.current).toBe('a');
    expect(result.current.autoPlaying).toBe(true);
    tick();
    expect(result.current.current).toBe('b');
    tick();
    tick();
    expect(result.current.index).toBe(0);
  });

  it('wraps previous, next and goTo in both directions', () => {
    const { result } = setup();
    act(() => result.current.previous());
    expect(result.current.current).toBe('c');
    act(() => result.current.next());
    expect(result.current.current).toBe('a');
    act(() => result.current.goTo(5));
    expect(result.current.current).toBe('c');
    act(() => result.current.goTo(-1));
    expect(result.current.current).toBe('c');
  });

  it('gives a manual move the full interval before the next automatic one', () => {
    const { result } = setup();
    act(() => jest.advanceTimersByTime(INTERVAL - 100));
    act(() => result.current.next());
    act(() => jest.advanceTimersByTime(INTERVAL - 100));
    expect(result.current.current).toBe('b');
    act(() => jest.advanceTimersByTime(100));
    expect(result.current.current).toBe('c');
  });

  it('pauses on hover and on focus, and keeps pausing while focus moves inside', () => {
    const { result } = setup();
    act(() => result.current.pauseHandlers.onMouseEnter());
    tick();
    expect(result.current.current).toBe('a');
    expect(result.current.autoPlaying).toBe(false);
    act(() => result.current.pauseHandlers.onMouseLeave());

    act(() => result.current.pauseHandlers.onFocus());
    act(() => result.current.pauseHandlers.onBlur(fakeFocusEvent(document.body, true)));
    tick();
    expect(result.current.current).toBe('a');
    act(() => result.current.pauseHandlers.onBlur(fakeFocusEvent(null, false)));
    tick();
    expect(result.current.current).toBe('b');
  });

  it('stops and restarts on the rotation control', () => {
    const { result } = setup();
    act(() => result.current.controlProps.rotation?.onToggle());
    expect(result.current.controlProps.rotation?.stopped).toBe(true);
    tick();
    tick();
    expect(result.current.current).toBe('a');
    act(() => result.current.controlProps.rotation?.onToggle());
    tick();
    expect(result.current.current).toBe('b');
  });

  it('never rotates under prefers-reduced-motion and offers no play/pause', () => {
    const spy = jest.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query === REDUCED_MOTION_QUERY,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    try {
      const { result } = setup();
      tick();
      tick();
      expect(result.current.current).toBe('a');
      expect(result.current.autoPlaying).toBe(false);
      expect(result.current.controlProps.rotation).toBeUndefined();
    } finally {
      spy.mockRestore();
    }
  });

  it('stops when the visitor asks for reduced motion while it rotates', () => {
    let reduce = false;
    const listeners = new Set<() => void>();
    const spy = jest.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          get matches() {
            return query === REDUCED_MOTION_QUERY && reduce;
          },
          media: query,
          addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
          removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
        }) as unknown as MediaQueryList,
    );
    try {
      const { result } = setup();
      expect(result.current.autoPlaying).toBe(true);
      act(() => {
        reduce = true;
        for (const listener of listeners) listener();
      });
      expect(result.current.autoPlaying).toBe(false);
      expect(result.current.controlProps.rotation).toBeUndefined();
    } finally {
      spy.mockRestore();
    }
  });
});
