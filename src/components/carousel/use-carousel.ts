import { useCallback, useEffect, useState, useSyncExternalStore, type FocusEvent } from 'react';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

// Whether the visitor asks for reduced motion, as it changes; false on the server. MUI's
// useMediaQuery does this for any query and any theme, and was 0.7 KB gzip of the home page's
// first download for this one query.
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION_QUERY).matches;
function onReducedMotionChange(notify: () => void) {
  const query = window.matchMedia(REDUCED_MOTION_QUERY);
  query.addEventListener('change', notify);
  return () => query.removeEventListener('change', notify);
}

interface CarouselOptions<T> {
  /** At least one item, so `current` always exists. */
  items: readonly [T, ...T[]];
  intervalMs: number;
}

/*
 * Auto-advancing carousel state shared by every slideshow. Rotation follows the WAI-ARIA
 * carousel pattern: it stops while the pointer is over the carousel or focus is inside it, the
 * user can stop it outright, and it never starts for people who ask for reduced motion.
 * Each slide schedules the next one, so a manual move always gets the full interval.
 */
export function useCarousel<T>({ items, intervalMs }: CarouselOptions<T>) {
  const count = items.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useSyncExternalStore(
    onReducedMotionChange,
    prefersReducedMotion,
    () => false,
  );

  const rotationAllowed = !reducedMotion && count > 1;
  const autoPlaying = rotationAllowed && !stopped && !hovered && !focused;

  const goTo = useCallback(
    (target: number) => setIndex(((target % count) + count) % count),
    [count],
  );
  const next = useCallback(() => setIndex((i) => (i + 1) % count), [count]);
  const previous = useCallback(() => setIndex((i) => (i - 1 + count) % count), [count]);
  const toggleRotation = useCallback(() => setStopped((value) => !value), []);

  useEffect(() => {
    if (!autoPlaying) return undefined;
    const timer = window.setTimeout(next, intervalMs);
    return () => window.clearTimeout(timer);
  }, [autoPlaying, next, intervalMs, index]);

  const pauseHandlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    // Moving focus between two controls of the same carousel must not restart the rotation.
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return {
    /** Everything CarouselControls needs apart from its labels. */
    controlProps: {
      count,
      index,
      onPrevious: previous,
      onNext: next,
      onSelect: goTo,
      // No play/pause button where there is nothing to pause (reduced motion, a single item).
      rotation: rotationAllowed ? { stopped, onToggle: toggleRotation } : undefined,
    },
    index,
    current: items[index] ?? items[0],
    goTo,
    next,
    previous,
    /** True while slides change by themselves; screen readers should then not be interrupted. */
    autoPlaying,
    /** Spread on the carousel's container: hover and focus inside pause the rotation. */
    pauseHandlers,
  };
}
