import { circle, path, polygon, rect } from '../../shared/svg.ts';
import type { CarBody } from '../constants.ts';
import {
  CHROME,
  GLASS,
  GLASS_SHINE,
  GROUND,
  TRIM,
  TYRE,
  WIDTH,
  paintDefs,
  studio,
  type Paint,
} from './paint.ts';

// A car from the front or the back: a symmetric body of the body type's width and heights, with
// its glass, lights, grille or plate and the tyres under it.

interface Face {
  half: number;
  roofHalf: number;
  sill: number;
  belt: number;
  // null: an open top.
  roof: number | null;
}

const FACES: Record<CarBody, Face> = {
  hatchback: { half: 260, roofHalf: 185, sill: 440, belt: 335, roof: 235 },
  sedan: { half: 280, roofHalf: 195, sill: 440, belt: 340, roof: 250 },
  suv: { half: 300, roofHalf: 225, sill: 420, belt: 310, roof: 190 },
  van: { half: 300, roofHalf: 245, sill: 425, belt: 320, roof: 170 },
  convertible: { half: 285, roofHalf: 220, sill: 440, belt: 350, roof: null },
};

const MIDDLE = WIDTH / 2;

function shell(face: Face): string {
  const { half, sill, belt } = face;
  const left = MIDDLE - half;
  const right = MIDDLE + half;
  return (
    `M${left + 20} ${sill + 18} Q${left} ${sill + 18} ${left} ${sill - 10} L${left + 6} ${belt + 20} ` +
    `Q${left + 10} ${belt - 6} ${left + 40} ${belt - 8} L${right - 40} ${belt - 8} ` +
    `Q${right - 10} ${belt - 6} ${right - 6} ${belt + 20} L${right} ${sill - 10} ` +
    `Q${right} ${sill + 18} ${right - 20} ${sill + 18} Z`
  );
}

function greenhouse(face: Face, paint: Paint, rear: boolean): string {
  const { half, roofHalf, belt, roof } = face;
  if (roof === null) {
    return polygon(
      [
        [MIDDLE - half + 70, belt - 8],
        [MIDDLE - roofHalf + 10, belt - 70],
        [MIDDLE + roofHalf - 10, belt - 70],
        [MIDDLE + half - 70, belt - 8],
      ],
      GLASS_SHINE,
      { stroke: TRIM, 'stroke-width': 6 },
    );
  }
  const inset = rear ? 26 : 18;
  return (
    polygon(
      [
        [MIDDLE - half + 40, belt - 6],
        [MIDDLE - roofHalf, roof],
        [MIDDLE + roofHalf, roof],
        [MIDDLE + half - 40, belt - 6],
      ],
      paint.body,
    ) +
    polygon(
      [
        [MIDDLE - half + 40 + inset, belt - 10],
        [MIDDLE - roofHalf + inset, roof + 12],
        [MIDDLE + roofHalf - inset, roof + 12],
        [MIDDLE + half - 40 - inset, belt - 10],
      ],
      GLASS,
    ) +
    polygon(
      [
        [MIDDLE - 40, belt - 10],
        [MIDDLE + 20, roof + 12],
        [MIDDLE + 90, roof + 12],
        [MIDDLE + 30, belt - 10],
      ],
      GLASS_SHINE,
    )
  );
}

function tyres(face: Face): string {
  const y = face.sill - 6;
  return [MIDDLE - face.half + 30, MIDDLE + face.half - 90]
    .map((x) => rect(x, y, 60, GROUND - y, TYRE, { rx: 10 }))
    .join('');
}

function mirrors(face: Face, paint: Paint): string {
  const y = face.belt - 18;
  return (
    rect(MIDDLE - face.half - 34, y, 40, 26, paint.dark, { rx: 6 }) +
    rect(MIDDLE + face.half - 6, y, 40, 26, paint.dark, { rx: 6 })
  );
}

function front(face: Face): string {
  const { half, belt, sill } = face;
  const lightY = belt + 18;
  const light = (x: number, flip: number) =>
    path(
      `M${x} ${lightY} L${x + flip * 90} ${lightY + 4} L${x + flip * 84} ${lightY + 30} L${x + flip * 6} ${lightY + 22} Z`,
      'hsl(45 90% 90%)',
      { stroke: CHROME, 'stroke-width': 3 },
    );
  const grilleTop = belt + 40;
  return (
    light(MIDDLE - half + 30, 1) +
    light(MIDDLE + half - 30, -1) +
    rect(MIDDLE - half * 0.45, grilleTop, half * 0.9, (sill - grilleTop) * 0.45, TRIM, { rx: 14 }) +
    rect(MIDDLE - 60, sill - 30, 120, 26, 'white', { rx: 3, stroke: TRIM, 'stroke-width': 2 }) +
    rect(MIDDLE - half + 20, sill - 2, half * 2 - 40, 14, TRIM, { rx: 7, opacity: 0.6 })
  );
}

function back(face: Face): string {
  const { half, belt, sill } = face;
  const lightY = belt + 14;
  return (
    rect(MIDDLE - half + 16, lightY, 110, 34, 'hsl(356 80% 42%)', { rx: 8 }) +
    rect(MIDDLE + half - 126, lightY, 110, 34, 'hsl(356 80% 42%)', { rx: 8 }) +
    rect(MIDDLE - 70, belt + 50, 140, 32, 'white', { rx: 3, stroke: TRIM, 'stroke-width': 2 }) +
    rect(MIDDLE - half + 20, sill - 4, half * 2 - 40, 16, TRIM, { rx: 8, opacity: 0.7 }) +
    circle(MIDDLE + half * 0.55, sill + 14, 9, TRIM)
  );
}

export function drawEnd(body: CarBody, paint: Paint, view: 'front' | 'back') {
  const face = FACES[body];
  return {
    defs: paintDefs(paint),
    body:
      studio(face.half + 30) +
      tyres(face) +
      mirrors(face, paint) +
      path(shell(face), 'url(#paint)') +
      greenhouse(face, paint, view === 'back') +
      (view === 'front' ? front(face) : back(face)),
  };
}
