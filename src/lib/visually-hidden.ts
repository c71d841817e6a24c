/**
 * Hidden on screen but read by screen readers (the usual clip pattern), for `sx`: words a
 * control's name adds after what it shows, so its name still starts with its visible text.
 * Pixel sizes as strings: in `sx`, a width of 1 means 100%.
 */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
