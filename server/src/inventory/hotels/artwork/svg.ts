import { between, pick, type Random } from '../draw.ts';
import {
  circle,
  el,
  ellipse,
  hsl,
  linear,
  path,
  polygon,
  rect,
  svgDocument,
} from '../../shared/svg.ts';

// What the hotel pictures are drawn with: the shared SVG vocabulary (../../shared/svg.ts), the
// hotel's palette, and the shapes several scenes share (sky, palms, trees, loungers, plants, lamps).

// The shared vocabulary, for the scenes (artwork/indoor.ts, outdoor.ts).
export { circle, el, ellipse, hsl, linear, path, polygon, rect } from '../../shared/svg.ts';

export const WIDTH = 960;
export const HEIGHT = 640;

export const svg = (defs: string, body: string) => svgDocument(WIDTH, HEIGHT, defs, body);

/** The colours one hotel is painted in: the same in all its pictures. */
export interface Palette {
  facade: string;
  facadeShade: string;
  accent: string;
  accentLight: string;
  wall: string;
  wood: string;
  woodDark: string;
  fabric: string;
  dusk: boolean;
  warm: boolean;
}

const FACADE_COLOURS: readonly (readonly [number, number, number])[] = [
  [38, 45, 86], // sand
  [210, 14, 88], // pale grey
  [16, 48, 66], // terracotta
  [45, 40, 92], // cream
  [190, 22, 78], // sea-glass
  [0, 0, 96], // white
  [28, 30, 72], // stone
];

export function paletteOf(random: Random, latitude: number): Palette {
  const [hue, saturation, lightness] = pick(random, FACADE_COLOURS);
  const accent = Math.floor(random() * 360);
  const wood = between(random, 22, 34);
  const woodLight = between(random, 34, 58);
  return {
    facade: hsl(hue, saturation, lightness),
    facadeShade: hsl(hue, saturation, lightness - 14),
    accent: hsl(accent, 55, 42),
    accentLight: hsl(accent, 45, 72),
    wall: hsl(between(random, 20, 50), between(random, 12, 30), between(random, 84, 92)),
    wood: hsl(wood, 42, woodLight),
    woodDark: hsl(wood, 38, woodLight - 16),
    fabric: hsl(accent + 30, 30, 60),
    dusk: random() < 0.3,
    warm: Math.abs(latitude) < 33,
  };
}

/** The sky as a gradient and a sun (or an evening glow), with a few clouds by day. */
export function sky(
  random: Random,
  palette: Palette,
  horizon: number,
): { defs: string; body: string } {
  const defs = palette.dusk
    ? linear('sky', hsl(245, 40, 32), hsl(22, 85, 70))
    : linear('sky', hsl(205, 72, 58), hsl(198, 70, 88));
  let body = rect(0, 0, WIDTH, horizon, 'url(#sky)');
  const sunX = between(random, 120, WIDTH - 120);
  body += palette.dusk
    ? circle(sunX, horizon - 30, 46, hsl(35, 95, 75, 0.9))
    : circle(sunX, between(random, 60, 120), 34, hsl(50, 100, 92, 0.95));
  if (!palette.dusk) {
    for (let index = 0; index < 3; index++) {
      const x = between(random, 40, WIDTH - 160);
      const y = between(random, 40, horizon * 0.45);
      body += el(
        'g',
        { fill: 'white', opacity: 0.85 },
        ellipse(x, y, 60, 18, 'white') +
          ellipse(x + 40, y - 12, 40, 20, 'white') +
          ellipse(x + 80, y, 50, 16, 'white'),
      );
    }
  }
  return { defs, body };
}

/** A far city on the horizon. */
export function skyline(random: Random, horizon: number, dusk: boolean, fill?: string): string {
  const colour = fill ?? (dusk ? hsl(250, 25, 30) : hsl(210, 20, 72));
  let x = -10;
  let body = '';
  while (x < WIDTH) {
    const width = between(random, 30, 80);
    const height = between(random, 30, 150);
    body += rect(x, horizon - height, width, height, colour);
    if (dusk)
      for (let y = horizon - height + 10; y < horizon - 8; y += 16)
        for (let column = x + 6; column < x + width - 8; column += 14)
          if (random() < 0.35) body += rect(column, y, 5, 7, hsl(45, 90, 72));
    x += width + between(random, 2, 14);
  }
  return body;
}

export function palm(x: number, ground: number, height: number, lean: number): string {
  const topX = x + lean;
  const topY = ground - height;
  let leaves = '';
  for (const angle of [-160, -125, -90, -55, -20, 200, 15]) {
    leaves += ellipse(topX + 48, topY, 52, 11, hsl(120, 40, 30), {
      transform: `rotate(${angle} ${topX} ${topY})`,
    });
  }
  return (
    path(`M${x} ${ground} Q${x + lean * 0.2} ${ground - height * 0.6} ${topX} ${topY}`, 'none', {
      stroke: hsl(30, 35, 35),
      'stroke-width': 12,
      'stroke-linecap': 'round',
    }) +
    leaves +
    circle(topX, topY, 8, hsl(30, 45, 28))
  );
}

export function tree(x: number, ground: number, size: number): string {
  return (
    rect(x - size * 0.08, ground - size * 0.9, size * 0.16, size * 0.9, hsl(28, 35, 30)) +
    circle(x, ground - size * 1.1, size * 0.55, hsl(110, 35, 34)) +
    circle(x - size * 0.35, ground - size * 0.85, size * 0.4, hsl(105, 38, 40)) +
    circle(x + size * 0.35, ground - size * 0.9, size * 0.42, hsl(115, 32, 30))
  );
}

export function plant(x: number, floor: number, size: number, pot: string): string {
  let leaves = '';
  for (const angle of [-60, -35, -10, 10, 35, 60]) {
    leaves += ellipse(x, floor - size * 1.3, size * 0.16, size * 0.6, hsl(125, 35, 32), {
      transform: `rotate(${angle} ${x} ${floor - size * 0.8})`,
    });
  }
  return (
    leaves +
    polygon(
      [
        [x - size * 0.35, floor - size * 0.8],
        [x + size * 0.35, floor - size * 0.8],
        [x + size * 0.25, floor],
        [x - size * 0.25, floor],
      ],
      pot,
    )
  );
}

/** A sun lounger seen from the side, head to the right. */
export function lounger(x: number, y: number, scale: number, cushion: string): string {
  const s = scale;
  return (
    rect(x, y, 110 * s, 10 * s, cushion, { rx: 4 * s }) +
    polygon(
      [
        [x + 90 * s, y + 4 * s],
        [x + 125 * s, y - 30 * s],
        [x + 133 * s, y - 25 * s],
        [x + 102 * s, y + 8 * s],
      ],
      cushion,
    ) +
    rect(x + 8 * s, y + 10 * s, 5 * s, 16 * s, hsl(0, 0, 40)) +
    rect(x + 96 * s, y + 10 * s, 5 * s, 16 * s, hsl(0, 0, 40))
  );
}

export function umbrella(x: number, ground: number, scale: number, colour: string): string {
  const s = scale;
  return (
    rect(x - 2 * s, ground - 150 * s, 4 * s, 150 * s, hsl(30, 25, 35)) +
    path(
      `M${x - 80 * s} ${ground - 130 * s} Q${x} ${ground - 200 * s} ${x + 80 * s} ${ground - 130 * s} Z`,
      colour,
    )
  );
}

/** A table lamp with its shade, standing on `top`. */
export function lamp(x: number, top: number, lit: boolean): string {
  return (
    (lit ? circle(x, top - 42, 40, hsl(45, 100, 80, 0.35)) : '') +
    rect(x - 3, top - 30, 6, 30, hsl(35, 20, 35)) +
    polygon(
      [
        [x - 20, top - 30],
        [x + 20, top - 30],
        [x + 13, top - 58],
        [x - 13, top - 58],
      ],
      hsl(40, 55, 88),
    )
  );
}

/** A floor of planks from `top` to the bottom of the picture. */
export function woodFloor(top: number, palette: Palette): string {
  let body = rect(0, top, WIDTH, HEIGHT - top, palette.wood);
  for (let y = top + 18; y < HEIGHT; y += 22)
    body += rect(0, y, WIDTH, 2, palette.woodDark, { opacity: 0.35 });
  return body;
}

/** A framed picture: a few soft shapes in the hotel's colours. */
export function artwork(
  x: number,
  y: number,
  width: number,
  height: number,
  palette: Palette,
): string {
  return (
    rect(x - 6, y - 6, width + 12, height + 12, palette.woodDark) +
    rect(x, y, width, height, hsl(40, 30, 94)) +
    circle(x + width * 0.35, y + height * 0.45, height * 0.28, palette.accentLight) +
    rect(x + width * 0.5, y + height * 0.25, width * 0.3, height * 0.5, palette.accent, {
      opacity: 0.7,
    })
  );
}
