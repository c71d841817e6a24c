import { between, clamp, type Random } from '../draw.ts';
import type { Hotel } from '../types.ts';
import {
  HEIGHT,
  WIDTH,
  circle,
  el,
  hsl,
  linear,
  lounger,
  palm,
  path,
  polygon,
  rect,
  sky,
  skyline,
  svg,
  tree,
  umbrella,
  type Palette,
} from './svg.ts';

// The pictures taken outside: the building, the pool, the beach and the view from the terrace.

const HORIZON = 440;

function windowColour(random: Random, palette: Palette): string {
  if (palette.dusk) return random() < 0.55 ? hsl(45, 90, 72) : hsl(230, 25, 28);
  return hsl(205, 40, between(random, 55, 72));
}

/** Rows of windows over a facade, with balconies for apartments and resorts. */
function windows(
  random: Random,
  palette: Palette,
  box: { x: number; top: number; width: number; floors: number; floorHeight: number },
  balconies: boolean,
): string {
  const columns = Math.max(2, Math.floor(box.width / 46));
  const gap = box.width / columns;
  let body = '';
  for (let floor = 0; floor < box.floors; floor++) {
    const y = box.top + floor * box.floorHeight + box.floorHeight * 0.22;
    for (let column = 0; column < columns; column++) {
      const x = box.x + column * gap + gap * 0.22;
      body += rect(x, y, gap * 0.56, box.floorHeight * 0.56, windowColour(random, palette));
    }
    if (balconies)
      body += rect(box.x - 4, y + box.floorHeight * 0.56, box.width + 8, 5, palette.facadeShade);
  }
  return body;
}

/** A tower, an apartment block or a hostel: a facade of floors with an entrance and a canopy. */
function block(random: Random, hotel: Hotel, palette: Palette): string {
  const kind = hotel.propertyType;
  const floors =
    kind === 'hostel'
      ? 4
      : kind === 'apartment'
        ? 6 + Math.floor(random() * 4)
        : 4 + hotel.stars * 2;
  const floorHeight = clamp(340 / floors, 24, 58);
  const width = kind === 'hostel' ? 240 : kind === 'apartment' ? 320 : 280 + hotel.stars * 28;
  const x = (WIDTH - width) / 2 + between(random, -90, 90);
  const top = HORIZON - floors * floorHeight - 50;
  let body = '';
  if (kind === 'hostel') {
    // Neighbours on a street of old houses.
    body += rect(x - 170, top + 60, 170, HORIZON - top - 60, hsl(between(random, 0, 360), 30, 70));
    body += rect(
      x + width,
      top + 40,
      170,
      HORIZON - top - 40,
      hsl(between(random, 0, 360), 30, 66),
    );
    body += polygon(
      [
        [x - 10, top],
        [x + width / 2, top - 70],
        [x + width + 10, top],
      ],
      hsl(12, 45, 38),
    );
  }
  body += rect(x, top, width, HORIZON - top, palette.facade);
  body += rect(x + width * 0.82, top, width * 0.18, HORIZON - top, palette.facadeShade, {
    opacity: 0.6,
  });
  body += rect(x - 6, top - 10, width + 12, 14, palette.facadeShade);
  body += windows(
    random,
    palette,
    { x, top: top + 8, width, floors, floorHeight },
    kind === 'apartment',
  );
  // The ground floor: glass front, door and canopy in the hotel's colour.
  body += rect(x, HORIZON - 50, width, 50, hsl(205, 25, palette.dusk ? 45 : 35));
  body += rect(x + width / 2 - 26, HORIZON - 44, 52, 44, hsl(40, 70, palette.dusk ? 75 : 60, 0.8));
  body += polygon(
    [
      [x + width / 2 - 80, HORIZON - 62],
      [x + width / 2 + 80, HORIZON - 62],
      [x + width / 2 + 96, HORIZON - 46],
      [x + width / 2 - 96, HORIZON - 46],
    ],
    palette.accent,
  );
  if (hotel.stars >= 5) body += rect(x + width / 2 - 4, top - 70, 8, 60, palette.facadeShade);
  return body;
}

/** A resort: low wings stepping back, terraces and a pool in front. */
function resort(random: Random, hotel: Hotel, palette: Palette): string {
  let body = '';
  const wings = 3 + Math.floor(random() * 2);
  for (let wing = wings - 1; wing >= 0; wing--) {
    const width = 760 - wing * 120;
    const x = (WIDTH - width) / 2;
    const top = HORIZON - 70 - (wings - wing) * 52;
    body += rect(x, top, width, 56, wing % 2 ? palette.facade : palette.facadeShade);
    body += windows(
      random,
      palette,
      { x: x + 10, top, width: width - 20, floors: 1, floorHeight: 56 },
      true,
    );
  }
  body += rect(60, HORIZON - 70, WIDTH - 120, 70, palette.facade);
  body += windows(
    random,
    palette,
    { x: 70, top: HORIZON - 70, width: WIDTH - 140, floors: 1, floorHeight: 70 },
    true,
  );
  body += rect(0, HORIZON + 40, WIDTH, 70, 'url(#water)');
  body += palm(110, HORIZON + 40, 190, 30) + palm(WIDTH - 120, HORIZON + 40, 210, -40);
  return body + (hotel.stars >= 5 ? palm(WIDTH / 2 + 250, HORIZON + 40, 150, 20) : '');
}

/** A villa: a house with a pitched or flat roof, wide windows and its own pool. */
function villa(random: Random, palette: Palette): string {
  const x = between(random, 200, 300);
  const width = 440;
  const top = HORIZON - 170;
  const flat = random() < 0.5;
  let body = flat
    ? rect(x - 30, top - 16, width + 60, 18, palette.facadeShade)
    : polygon(
        [
          [x - 30, top],
          [x + width / 2, top - 90],
          [x + width + 30, top],
        ],
        hsl(14, 50, 42),
      );
  body += rect(x, top, width, 170, palette.facade);
  for (const offset of [30, 160, 290])
    body += rect(x + offset, top + 40, 110, 90, windowColour(random, palette), {
      stroke: palette.facadeShade,
      'stroke-width': 6,
    });
  body += rect(x + 20, HORIZON + 30, width - 40, 60, 'url(#water)', { rx: 6 });
  return body + palm(x - 60, HORIZON + 10, 220, 30) + tree(x + width + 80, HORIZON + 10, 70);
}

export function exterior(random: Random, hotel: Hotel, palette: Palette): string {
  const heaven = sky(random, palette, HORIZON);
  const lawn = hotel.propertyType === 'resort' || hotel.propertyType === 'villa';
  let body = heaven.body + skyline(random, HORIZON, palette.dusk);
  body += rect(0, HORIZON, WIDTH, HEIGHT - HORIZON, lawn ? hsl(95, 35, 46) : hsl(30, 8, 68));
  if (!lawn) body += rect(0, HORIZON + 90, WIDTH, 110, hsl(220, 6, 40));
  if (hotel.propertyType === 'resort') body += resort(random, hotel, palette);
  else if (hotel.propertyType === 'villa') body += villa(random, palette);
  else body += block(random, hotel, palette);
  if (!lawn)
    body += palette.warm
      ? palm(70, HORIZON + 30, 200, 25) + palm(WIDTH - 80, HORIZON + 30, 180, -20)
      : tree(80, HORIZON + 30, 80) + tree(WIDTH - 90, HORIZON + 30, 70);
  return svg(heaven.defs + linear('water', hsl(188, 75, 62), hsl(196, 80, 40)), body);
}

export function pool(random: Random, palette: Palette): string {
  const heaven = sky(random, palette, 300);
  let body = heaven.body;
  // The hotel behind the pool.
  body += rect(0, 150, WIDTH, 150, palette.facade);
  body += windows(
    random,
    palette,
    { x: 20, top: 150, width: WIDTH - 40, floors: 3, floorHeight: 50 },
    true,
  );
  body += rect(0, 300, WIDTH, HEIGHT - 300, hsl(35, 35, 80));
  body += polygon(
    [
      [150, 360],
      [810, 360],
      [930, 560],
      [30, 560],
    ],
    'url(#water)',
  );
  for (let index = 0; index < 14; index++) {
    const x = between(random, 120, 820);
    const y = between(random, 380, 540);
    body += path(`M${x} ${y} q12 -6 24 0 t24 0`, 'none', {
      stroke: 'white',
      'stroke-width': 3,
      opacity: 0.55,
    });
  }
  body += rect(780, 340, 6, 40, hsl(0, 0, 85)) + rect(800, 340, 6, 40, hsl(0, 0, 85));
  body +=
    lounger(60, 600, 1, palette.accentLight) +
    lounger(330, 600, 1, palette.accentLight) +
    lounger(600, 600, 1, palette.accentLight);
  body += umbrella(250, 340, 0.8, palette.accent) + umbrella(700, 340, 0.8, palette.accent);
  if (palette.warm) body += palm(40, 360, 230, 20) + palm(WIDTH - 40, 360, 250, -30);
  return svg(heaven.defs + linear('water', hsl(186, 78, 64), hsl(198, 82, 40)), body);
}

export function beach(random: Random, palette: Palette): string {
  const heaven = sky(random, palette, 300);
  let body = heaven.body + rect(0, 300, WIDTH, 120, 'url(#sea)');
  for (let index = 0; index < 10; index++) {
    const x = between(random, 0, WIDTH - 60);
    const y = between(random, 320, 400);
    body += rect(x, y, between(random, 30, 90), 3, 'white', { opacity: 0.6 });
  }
  body += path(
    `M0 420 Q${WIDTH / 2} 400 ${WIDTH} 425 L${WIDTH} ${HEIGHT} L0 ${HEIGHT} Z`,
    hsl(40, 55, 80),
  );
  body +=
    polygon(
      [
        [640, 330],
        [640, 250],
        [690, 330],
      ],
      'white',
    ) + rect(620, 330, 90, 10, hsl(20, 30, 30));
  body += umbrella(300, 560, 1, palette.accent) + umbrella(620, 580, 1, palette.accentLight);
  body += lounger(180, 560, 1.1, 'white') + lounger(520, 585, 1.1, 'white');
  body += palm(70, 520, 300, 40);
  return svg(heaven.defs + linear('sea', hsl(195, 70, 55), hsl(200, 75, 35)), body);
}

/** The view from a terrace at dusk: the city, the railing, a table for two. */
export function terrace(random: Random, palette: Palette): string {
  const evening = { ...palette, dusk: true };
  const heaven = sky(random, evening, 380);
  let body = heaven.body + skyline(random, 380, true);
  body += rect(0, 380, WIDTH, HEIGHT - 380, hsl(30, 15, 45));
  for (let x = 0; x < WIDTH; x += 80) body += rect(x, 380, 2, HEIGHT - 380, hsl(30, 15, 38));
  body += rect(0, 300, WIDTH, 8, hsl(0, 0, 20));
  for (let x = 10; x < WIDTH; x += 40) body += rect(x, 300, 4, 80, hsl(0, 0, 20));
  body += el('ellipse', { cx: 480, cy: 470, rx: 90, ry: 22, fill: palette.wood });
  body += rect(474, 470, 12, 90, palette.woodDark);
  for (const x of [330, 630]) {
    body += rect(x - 40, 500, 80, 14, palette.accentLight, { rx: 4 });
    body += rect(x + (x < 480 ? -44 : 36), 430, 10, 84, palette.accentLight, { rx: 4 });
    body += rect(x - 36, 514, 6, 50, hsl(0, 0, 25)) + rect(x + 30, 514, 6, 50, hsl(0, 0, 25));
  }
  body += circle(470, 440, 6, hsl(45, 100, 70)) + circle(470, 440, 18, hsl(45, 100, 70, 0.3));
  return svg(heaven.defs, body);
}
