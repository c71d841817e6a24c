import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

import { readItem, writeItem } from '@/lib/storage';

const STORAGE_KEY = 'scroll-positions';

/*
 * What React Router's <ScrollRestoration> does for its data router, for the declarative one the
 * app uses: a new page opens at its top (or at the element its #hash names), Back and Forward
 * return each page where it was left, and so does a reload (positions kept per history entry in
 * sessionStorage).
 */
let positions: Record<string, number> | null = null;

function savedPositions(): Record<string, number> {
  if (positions) return positions;
  positions = {};
  try {
    const stored: unknown = JSON.parse(readItem(STORAGE_KEY, 'session') ?? '{}');
    if (stored && typeof stored === 'object') {
      for (const [key, y] of Object.entries(stored)) if (typeof y === 'number') positions[key] = y;
    }
  } catch {
    // Not ours, or damaged: start afresh.
  }
  return positions;
}

function hashTarget(hash: string): HTMLElement | null {
  try {
    return hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
  } catch {
    return null;
  }
}

export function ScrollRestoration() {
  const location = useLocation();
  const shown = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const remember = () => {
      savedPositions()[shown.current] = window.scrollY;
    };
    // Leaving the document (a reload, another site): keep the positions, and let the browser
    // restore this entry's own scroll if it comes back from its cache.
    const leave = () => {
      remember();
      writeItem(STORAGE_KEY, JSON.stringify(savedPositions()), 'session');
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', leave);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    shown.current = location.key;
    const saved = savedPositions()[location.key];
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = hashTarget(location.hash);
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location]);

  return null;
}
