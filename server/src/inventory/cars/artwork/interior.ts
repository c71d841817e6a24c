import { circle, hsl, linear, path, rect } from '../../shared/svg.ts';
import type { CarClassInfo } from '../types.ts';
import { HEIGHT, WIDTH, type Paint } from './paint.ts';

// Inside the car, from the driver's seat: the road through the windscreen, the dashboard with a
// trim in the body's colour, the wheel, a screen when the car has one, the gear lever its
// gearbox has, and seats in leather or cloth.

const DASH = 330;

export function drawInterior(carClass: CarClassInfo, paint: Paint) {
  const has = (feature: CarClassInfo['features'][number]) => carClass.features.includes(feature);
  const seat = has('leather-seats') ? hsl(28, 40, 38) : hsl(220, 8, 26);
  const screen =
    has('navigation') || has('apple-carplay')
      ? rect(WIDTH / 2 - 80, DASH + 30, 160, 96, hsl(210, 40, 16), { rx: 10 }) +
        rect(WIDTH / 2 - 68, DASH + 42, 136, 72, hsl(200, 55, 45), { rx: 6 }) +
        path(
          `M${WIDTH / 2 - 60} ${DASH + 100} Q${WIDTH / 2} ${DASH + 50} ${WIDTH / 2 + 60} ${DASH + 62}`,
          'none',
          {
            stroke: hsl(45, 90, 70),
            'stroke-width': 5,
          },
        )
      : rect(WIDTH / 2 - 60, DASH + 40, 120, 40, hsl(210, 20, 20), { rx: 6 });
  const lever =
    carClass.transmission === 'manual'
      ? rect(WIDTH / 2 - 5, DASH + 170, 10, 80, hsl(0, 0, 30)) +
        circle(WIDTH / 2, DASH + 168, 20, hsl(0, 0, 12))
      : rect(WIDTH / 2 - 26, DASH + 190, 52, 60, hsl(0, 0, 14), { rx: 12 });
  return {
    defs: linear('view', hsl(205, 70, 62), hsl(198, 60, 88)),
    body:
      rect(0, 0, WIDTH, DASH, 'url(#view)') +
      path(
        `M${WIDTH / 2 - 40} ${DASH} L${WIDTH / 2 - 6} 190 L${WIDTH / 2 + 6} 190 L${WIDTH / 2 + 40} ${DASH} Z`,
        hsl(0, 0, 35),
      ) +
      rect(0, 190, WIDTH, 20, hsl(100, 25, 55), { opacity: 0.6 }) +
      rect(0, 0, WIDTH, 46, hsl(0, 0, 12)) +
      path(`M0 0 L120 0 L40 ${DASH} L0 ${DASH} Z`, hsl(0, 0, 14)) +
      path(
        `M${WIDTH} 0 L${WIDTH - 120} 0 L${WIDTH - 40} ${DASH} L${WIDTH} ${DASH} Z`,
        hsl(0, 0, 14),
      ) +
      rect(0, DASH, WIDTH, HEIGHT - DASH, hsl(0, 0, 17)) +
      rect(0, DASH + 10, WIDTH, 14, paint.body) +
      screen +
      lever +
      circle(250, DASH + 150, 120, 'none', { stroke: hsl(0, 0, 8), 'stroke-width': 24 }) +
      rect(150, DASH + 140, 200, 22, hsl(0, 0, 8), { rx: 10 }) +
      circle(250, DASH + 150, 34, hsl(0, 0, 10)) +
      rect(-40, HEIGHT - 90, 230, 140, seat, { rx: 40 }) +
      rect(WIDTH - 190, HEIGHT - 90, 230, 140, seat, { rx: 40 }),
  };
}
