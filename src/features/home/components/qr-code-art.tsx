import Box from '@mui/material/Box';

const SIZE = 25;
const FINDERS = [
  [0, 0],
  [SIZE - 7, 0],
  [0, SIZE - 7],
] as const;

const inFinder = (x: number, y: number) =>
  FINDERS.some(([fx, fy]) => x >= fx - 1 && x <= fx + 7 && y >= fy - 1 && y <= fy + 7);

// A fixed pseudo-random pattern (a tiny linear congruential generator), so the picture is the
// same on every render and in every snapshot. It encodes nothing: the app is not published yet.
function modules() {
  let seed = 20260;
  const cells: Array<[number, number]> = [];
  for (let y = 0; y < SIZE; y += 1) {
    for (let x = 0; x < SIZE; x += 1) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      if (!inFinder(x, y) && seed % 100 < 48) cells.push([x, y]);
    }
  }
  return cells;
}

const CELLS = modules();

/** A decorative QR-style code; hidden from assistive technology because it says nothing. */
export function QrCodeArt() {
  return (
    <Box
      component="svg"
      viewBox={`-2 -2 ${SIZE + 4} ${SIZE + 4}`}
      aria-hidden
      focusable="false"
      sx={{ width: 148, height: 148, display: 'block', bgcolor: '#fff', borderRadius: 2, p: 1 }}
    >
      <g fill="#0b1a2b">
        {FINDERS.map(([x, y]) => (
          <g key={`${x}-${y}`}>
            <path d={`M${x} ${y}h7v7h-7z M${x + 1} ${y + 1}v5h5v-5z`} fillRule="evenodd" />
            <rect x={x + 2} y={y + 2} width={3} height={3} />
          </g>
        ))}
        {CELLS.map(([x, y]) => (
          <rect key={`${x}-${y}`} x={x} y={y} width={1} height={1} />
        ))}
      </g>
    </Box>
  );
}
