// Text for screen readers only (what a struck-through price or a bare "-25%" means). @mui/utils
// has the same object, but it is not one of our declared dependencies.
export { visuallyHidden } from '@/lib/visually-hidden';

// MUI marks keyboard focus on buttons and tabs only with a faint ripple; a solid ring is visible
// on every background and also under reduced motion.
export const focusRing = {
  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

/** The same ring drawn inside, for controls in a clipping container such as tabs. */
export const insetFocusRing = {
  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -3 },
} as const;
