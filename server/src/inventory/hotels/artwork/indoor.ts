import { between, type Random } from '../draw.ts';
import type { RoomType } from '../types.ts';
import {
  HEIGHT,
  WIDTH,
  artwork,
  circle,
  ellipse,
  hsl,
  lamp,
  linear,
  plant,
  polygon,
  rect,
  sky,
  skyline,
  svg,
  woodFloor,
  type Palette,
} from './svg.ts';

// The pictures taken inside: lobby, rooms, bathroom, restaurant, spa and gym.

const FLOOR = 450;

/** A window onto the city (or the sea), with curtains in the hotel's fabric. */
function view(
  random: Random,
  palette: Palette,
  box: { x: number; y: number; width: number; height: number },
) {
  const { x, y, width, height } = box;
  let inside = palette.dusk
    ? rect(x, y, width, height, hsl(235, 35, 30))
    : rect(x, y, width, height, hsl(200, 65, 78));
  const horizon = y + height * 0.7;
  if (random() < 0.4)
    inside += rect(x, horizon, width, y + height - horizon, hsl(198, 60, palette.dusk ? 30 : 50));
  else
    for (let left = x; left < x + width; left += 26) {
      const tall = between(random, 20, height * 0.55);
      inside += rect(
        left,
        horizon - tall + 40,
        22,
        tall,
        palette.dusk ? hsl(245, 20, 22) : hsl(210, 18, 64),
      );
    }
  return (
    rect(x - 10, y - 10, width + 20, height + 20, hsl(0, 0, 97)) +
    inside +
    rect(x + width / 2 - 3, y, 6, height, hsl(0, 0, 97)) +
    rect(x - 40, y - 24, 50, height + 60, palette.fabric) +
    rect(x + width - 10, y - 24, 50, height + 60, palette.fabric)
  );
}

function bed(x: number, width: number, palette: Palette): string {
  const pillows = width > 200 ? [x + 20, x + width / 2 + 6] : [x + width / 2 - 50];
  return (
    rect(x - 14, FLOOR - 190, width + 28, 120, palette.woodDark, { rx: 8 }) +
    rect(x, FLOOR - 90, width, 60, 'white', { rx: 10 }) +
    rect(x - 6, FLOOR - 60, width + 12, 70, hsl(40, 20, 96), { rx: 10 }) +
    rect(x - 6, FLOOR - 44, width + 12, 22, palette.accent, { opacity: 0.85 }) +
    pillows
      .map((left) =>
        rect(left, FLOOR - 112, Math.min(100, width / 2 - 26), 34, hsl(40, 30, 92), { rx: 12 }),
      )
      .join('') +
    rect(x, FLOOR + 10, 10, 20, palette.woodDark) +
    rect(x + width - 10, FLOOR + 10, 10, 20, palette.woodDark)
  );
}

function bunk(x: number, palette: Palette): string {
  const frame = hsl(0, 0, 30);
  return (
    rect(x, FLOOR - 260, 10, 290, frame) +
    rect(x + 200, FLOOR - 260, 10, 290, frame) +
    [FLOOR - 190, FLOOR - 30]
      .map(
        (top) =>
          rect(x + 10, top, 190, 24, 'white', { rx: 6 }) +
          rect(x + 10, top + 12, 190, 14, palette.accent, { opacity: 0.8 }) +
          rect(x + 16, top - 14, 60, 16, hsl(40, 30, 92), { rx: 6 }),
      )
      .join('') +
    [0, 1, 2, 3].map((step) => rect(x + 160, FLOOR - 170 + step * 40, 40, 5, frame)).join('')
  );
}

function nightstand(x: number, palette: Palette, dusk: boolean): string {
  return (
    rect(x, FLOOR - 50, 70, 80, palette.wood) +
    rect(x + 6, FLOOR - 30, 58, 4, palette.woodDark) +
    lamp(x + 35, FLOOR - 50, dusk)
  );
}

export function room(random: Random, palette: Palette, roomType: RoomType): string {
  const [type = ''] = roomType.code.split('.');
  let body = rect(0, 0, WIDTH, FLOOR + 30, palette.wall) + woodFloor(FLOOR + 30, palette);
  body += view(random, palette, { x: 660, y: 90, width: 220, height: 250 });
  body += ellipse(330, FLOOR + 90, 300, 50, palette.accentLight, { opacity: 0.6 });
  if (roomType.perBed) {
    body += bunk(120, palette) + bunk(380, palette);
  } else if (type === 'TWN' || type === 'TPL' || type === 'QUA') {
    body +=
      bed(110, 170, palette) + nightstand(300, palette, palette.dusk) + bed(390, 170, palette);
  } else {
    body += artwork(250, 90, 200, 110, palette);
    body +=
      bed(200, 300, palette) +
      nightstand(100, palette, palette.dusk) +
      nightstand(530, palette, palette.dusk);
  }
  if (/SU|SUI|JSU|APT|VIL|DX|EX/.test(roomType.code)) {
    // A suite's sofa by the window.
    body +=
      rect(640, FLOOR + 10, 240, 60, palette.fabric, { rx: 14 }) +
      rect(640, FLOOR - 30, 240, 50, palette.fabric, { rx: 14, opacity: 0.85 });
  }
  return svg('', body);
}

export function bathroom(random: Random, palette: Palette): string {
  const tile = hsl(between(random, 180, 220), 12, 90);
  let body = rect(0, 0, WIDTH, FLOOR + 30, tile);
  for (let x = 0; x < WIDTH; x += 60) body += rect(x, 0, 2, FLOOR + 30, hsl(0, 0, 100, 0.7));
  for (let y = 0; y < FLOOR + 30; y += 60) body += rect(0, y, WIDTH, 2, hsl(0, 0, 100, 0.7));
  body += rect(0, FLOOR + 30, WIDTH, HEIGHT - FLOOR - 30, hsl(30, 8, 55));
  // Vanity, basin, mirror.
  body +=
    rect(80, FLOOR - 90, 360, 30, hsl(30, 10, 96)) + rect(100, FLOOR - 60, 320, 110, palette.wood);
  body +=
    ellipse(260, FLOOR - 88, 70, 10, hsl(0, 0, 88)) + rect(254, FLOOR - 130, 12, 40, hsl(0, 0, 70));
  body += rect(120, 70, 280, 210, 'url(#mirror)', {
    rx: 18,
    stroke: hsl(0, 0, 70),
    'stroke-width': 6,
  });
  body +=
    rect(440, 180, 8, 140, hsl(0, 0, 70)) + rect(448, 200, 60, 110, palette.accentLight, { rx: 6 });
  // Bath or walk-in shower.
  body +=
    random() < 0.5
      ? rect(560, FLOOR - 60, 340, 110, 'white', {
          rx: 40,
          stroke: hsl(0, 0, 85),
          'stroke-width': 4,
        }) + rect(860, FLOOR - 140, 12, 90, hsl(0, 0, 70))
      : rect(600, 40, 300, FLOOR + 10, hsl(195, 40, 85, 0.5), {
          stroke: hsl(0, 0, 75),
          'stroke-width': 4,
        }) + circle(750, 90, 26, hsl(0, 0, 72));
  body += plant(500, FLOOR + 30, 70, hsl(0, 0, 96));
  return svg(linear('mirror', hsl(200, 30, 92), hsl(200, 20, 80)), body);
}

export function lobby(random: Random, palette: Palette): string {
  let body = rect(0, 0, WIDTH, FLOOR, palette.wall);
  body += polygon(
    [
      [0, FLOOR],
      [WIDTH, FLOOR],
      [WIDTH, HEIGHT],
      [0, HEIGHT],
    ],
    hsl(35, 12, 82),
  );
  for (let x = -400; x < WIDTH + 400; x += 120)
    body += polygon(
      [
        [x + 400, FLOOR],
        [x + 402, FLOOR],
        [x * 1.6 - 150, HEIGHT],
        [x * 1.6 - 152, HEIGHT],
      ],
      hsl(35, 10, 70),
    );
  // A feature wall of slats and the hotel's mark.
  const slat = Math.round(between(random, 18, 30));
  for (let x = 280; x < 680; x += slat + 10) body += rect(x, 40, slat, FLOOR - 40, palette.wood);
  body += circle(480, 170, 60, palette.accent) + circle(480, 170, 40, palette.accentLight);
  // The desk.
  body +=
    rect(260, FLOOR - 110, 440, 20, hsl(30, 10, 95)) +
    rect(270, FLOOR - 90, 420, 130, palette.woodDark);
  body += rect(270, FLOOR - 40, 420, 8, palette.accent);
  for (const x of [150, 480, 810]) {
    body += rect(x - 1, 0, 2, 90, hsl(0, 0, 30));
    body += circle(x, 100, 22, hsl(45, 90, 75)) + circle(x, 100, 50, hsl(45, 90, 80, 0.25));
  }
  body +=
    plant(120, FLOOR + 60, 110, palette.woodDark) + plant(840, FLOOR + 60, 110, palette.woodDark);
  body +=
    rect(40, FLOOR + 90, 180, 50, palette.fabric, { rx: 14 }) +
    rect(740, FLOOR + 90, 180, 50, palette.fabric, { rx: 14 });
  return svg('', body);
}

export function restaurant(random: Random, palette: Palette): string {
  let body = rect(0, 0, WIDTH, FLOOR, palette.wall) + woodFloor(FLOOR, palette);
  for (const x of [60, 360, 660]) {
    body += rect(x, 60, 240, 280, hsl(0, 0, 97));
    body += rect(x + 10, 70, 220, 260, palette.dusk ? hsl(240, 35, 28) : hsl(110, 35, 58));
    body += rect(x + 10, 70, 220, 150, palette.dusk ? hsl(240, 35, 35) : hsl(200, 60, 80));
  }
  for (const x of [180, 480, 780])
    body += circle(x, 30, 18, hsl(45, 90, 78)) + rect(x - 1, 0, 2, 14, hsl(0, 0, 30));
  // Two rows of laid tables, the far row smaller.
  for (const [y, scale] of [
    [FLOOR + 10, 0.7],
    [FLOOR + 110, 1],
  ] as const) {
    for (let x = 140 * scale; x < WIDTH; x += 300 * scale) {
      body += rect(x - 60 * scale, y - 60 * scale, 16 * scale, 100 * scale, palette.woodDark);
      body += rect(x + 44 * scale, y - 60 * scale, 16 * scale, 100 * scale, palette.woodDark);
      body +=
        ellipse(x, y, 80 * scale, 18 * scale, 'white') +
        rect(x - 6 * scale, y, 12 * scale, 60 * scale, hsl(0, 0, 35));
      body +=
        circle(x - 24 * scale, y - 8 * scale, 7 * scale, palette.accentLight) +
        circle(x + 24 * scale, y - 8 * scale, 7 * scale, palette.accentLight);
    }
  }
  body += plant(between(random, 40, 100), FLOOR + 40, 100, palette.woodDark);
  return svg('', body);
}

export function spa(random: Random, palette: Palette): string {
  let body =
    rect(0, 0, WIDTH, FLOOR, hsl(30, 25, between(random, 70, 78))) +
    rect(0, FLOOR, WIDTH, HEIGHT - FLOOR, hsl(30, 15, 45));
  body += circle(700, 150, 220, hsl(40, 80, 85, 0.35));
  body +=
    rect(220, FLOOR - 40, 420, 40, 'white', { rx: 12 }) +
    rect(240, FLOOR, 20, 90, palette.woodDark) +
    rect(600, FLOOR, 20, 90, palette.woodDark);
  body += rect(300, FLOOR - 52, 120, 18, palette.accentLight, { rx: 8 });
  for (const [x, size] of [
    [760, 40],
    [760, 30],
    [760, 20],
  ] as const)
    body += ellipse(x, FLOOR + 40 - size * 1.4, size, size * 0.45, hsl(0, 0, 25));
  for (const x of [100, 140, 180])
    body += rect(x, FLOOR + 10, 24, 40, 'white') + ellipse(x + 12, FLOOR, 5, 10, hsl(40, 100, 65));
  body += plant(860, FLOOR + 80, 120, palette.woodDark);
  return svg('', body);
}

export function gym(random: Random, palette: Palette): string {
  let body =
    rect(0, 0, WIDTH, FLOOR, palette.wall) + rect(0, FLOOR, WIDTH, HEIGHT - FLOOR, hsl(0, 0, 22));
  const outside = sky(random, palette, 300);
  body += rect(0, 60, WIDTH, 260, hsl(0, 0, 97)) + rect(10, 70, WIDTH - 20, 240, 'url(#sky)');
  body += skyline(random, 310, palette.dusk);
  for (const x of [120, 420]) {
    body += polygon(
      [
        [x, FLOOR + 70],
        [x + 220, FLOOR + 70],
        [x + 240, FLOOR + 40],
        [x + 20, FLOOR + 40],
      ],
      hsl(0, 0, 12),
    );
    body +=
      rect(x + 200, FLOOR - 120, 12, 160, hsl(0, 0, 30)) +
      rect(x + 170, FLOOR - 140, 70, 30, hsl(0, 0, 15), { rx: 6 });
    body += rect(x + 180, FLOOR - 132, 50, 14, palette.accent, { rx: 3 });
  }
  body += rect(740, FLOOR - 60, 160, 10, hsl(0, 0, 30)) + rect(740, FLOOR, 160, 10, hsl(0, 0, 30));
  for (let x = 752; x < 900; x += 36)
    body += circle(x, FLOOR - 70, 14, hsl(0, 0, 15)) + circle(x, FLOOR - 10, 16, hsl(0, 0, 15));
  return svg(outside.defs, body);
}
