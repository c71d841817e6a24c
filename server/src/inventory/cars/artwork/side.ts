import { circle, path, polygon, rect } from '../../shared/svg.ts';
import type { CarBody } from '../constants.ts';
import {
  GLASS,
  GLASS_SHINE,
  GROUND,
  TRIM,
  TYRE,
  paintDefs,
  studio,
  wheel,
  type Paint,
} from './paint.ts';

// A car from the side, facing right, drawn from a profile per body: where its ends, sill,
// beltline, roof, rear glass, windscreen, hood and wheels are.

interface Profile {
  x0: number;
  x1: number;
  sill: number;
  belt: number;
  // null: an open top.
  roof: number | null;
  // The rear end's top, and where the rear glass (or a saloon's boot lid) meets the body.
  tail: number;
  deckX: number;
  deck: number;
  roofRear: number;
  roofFront: number;
  screenX: number;
  hood: number;
  nose: number;
  wheelRadius: number;
  rearWheel: number;
  frontWheel: number;
}

const PROFILES: Record<CarBody, Profile> = {
  sedan: {
    x0: 120,
    x1: 840,
    sill: 440,
    belt: 350,
    roof: 262,
    tail: 352,
    deckX: 245,
    deck: 345,
    roofRear: 330,
    roofFront: 545,
    screenX: 635,
    hood: 362,
    nose: 392,
    wheelRadius: 50,
    rearWheel: 250,
    frontWheel: 700,
  },
  hatchback: {
    x0: 175,
    x1: 790,
    sill: 440,
    belt: 348,
    roof: 250,
    tail: 332,
    deckX: 192,
    deck: 318,
    roofRear: 248,
    roofFront: 520,
    screenX: 615,
    hood: 365,
    nose: 395,
    wheelRadius: 48,
    rearWheel: 282,
    frontWheel: 680,
  },
  suv: {
    x0: 130,
    x1: 835,
    sill: 415,
    belt: 322,
    roof: 205,
    tail: 305,
    deckX: 148,
    deck: 292,
    roofRear: 176,
    roofFront: 565,
    screenX: 665,
    hood: 332,
    nose: 362,
    wheelRadius: 60,
    rearWheel: 265,
    frontWheel: 700,
  },
  van: {
    x0: 110,
    x1: 850,
    sill: 420,
    belt: 325,
    roof: 185,
    tail: 205,
    deckX: 116,
    deck: 198,
    roofRear: 126,
    roofFront: 625,
    screenX: 735,
    hood: 345,
    nose: 372,
    wheelRadius: 54,
    rearWheel: 245,
    frontWheel: 715,
  },
  convertible: {
    x0: 120,
    x1: 850,
    sill: 440,
    belt: 358,
    roof: null,
    tail: 360,
    deckX: 330,
    deck: 356,
    roofRear: 330,
    roofFront: 565,
    screenX: 630,
    hood: 368,
    nose: 398,
    wheelRadius: 52,
    rearWheel: 255,
    frontWheel: 712,
  },
};

function outline(p: Profile): string {
  const bottom = p.sill + 18;
  const top =
    p.roof === null
      ? `L${p.deckX} ${p.deck} L${p.screenX} ${p.belt}`
      : `L${p.deckX} ${p.deck} Q${p.roofRear - 8} ${p.roof} ${p.roofRear + 24} ${p.roof} ` +
        `L${p.roofFront - 20} ${p.roof} Q${p.roofFront + 12} ${p.roof} ${p.screenX} ${p.belt}`;
  return (
    `M${p.x0 + 14} ${bottom} Q${p.x0 - 4} ${bottom} ${p.x0} ${p.tail + 28} L${p.x0 + 6} ${p.tail} ` +
    `${top} L${p.x1 - 60} ${p.hood} Q${p.x1 + 2} ${p.hood + 4} ${p.x1} ${p.nose} ` +
    `L${p.x1 + 2} ${p.sill + 6} Q${p.x1} ${bottom} ${p.x1 - 16} ${bottom} Z`
  );
}

function windows(p: Profile, paint: Paint): string {
  if (p.roof === null) {
    // The windscreen's frame and two headrests of an open top.
    return (
      path(`M${p.screenX - 6} ${p.belt} L${p.screenX - 62} ${p.belt - 70}`, 'none', {
        stroke: TRIM,
        'stroke-width': 7,
        'stroke-linecap': 'round',
      }) +
      rect(p.screenX - 190, p.belt - 62, 34, 56, TRIM, { rx: 12 }) +
      rect(p.screenX - 300, p.belt - 58, 34, 52, TRIM, { rx: 12 })
    );
  }
  const low = p.belt - 6;
  const high = p.roof + 12;
  const rearX = Math.max(p.deckX + 24, p.roofRear - 26);
  const pillar = (rearX + p.screenX) / 2 - 10;
  return (
    polygon(
      [
        [rearX, low],
        [p.roofRear + 16, high],
        [p.roofFront - 14, high],
        [p.screenX - 22, low],
      ],
      GLASS,
    ) +
    polygon(
      [
        [pillar + 40, low],
        [pillar + 70, high],
        [pillar + 150, high],
        [pillar + 100, low],
      ],
      GLASS_SHINE,
    ) +
    rect(pillar, high - 2, 14, low - high + 4, paint.body)
  );
}

function details(p: Profile, paint: Paint, body: CarBody): string {
  const pillar = (Math.max(p.deckX + 24, p.roofRear - 26) + p.screenX) / 2 - 4;
  const door = (x: number) =>
    path(`M${x} ${p.belt + 2} L${x} ${p.sill + 8}`, 'none', {
      stroke: paint.line,
      'stroke-width': 2,
    });
  const handle = (x: number) => rect(x, p.belt + 18, 30, 7, paint.dark, { rx: 3 });
  const front = p.screenX - 18;
  let drawn =
    door(pillar) +
    door(front) +
    handle(pillar + 22) +
    path(`M${p.x0 + 10} ${p.belt + 8} L${p.x1 - 40} ${p.belt + 12}`, 'none', {
      stroke: paint.light,
      'stroke-width': 3,
      opacity: 0.6,
    }) +
    // Mirror, head and tail lights, the sill's trim.
    polygon(
      [
        [front - 4, p.belt - 4],
        [front + 30, p.belt - 20],
        [front + 34, p.belt - 2],
      ],
      paint.dark,
    ) +
    path(
      `M${p.x1 - 48} ${p.hood + 8} Q${p.x1 - 8} ${p.hood + 10} ${p.x1 - 6} ${p.hood + 22} L${p.x1 - 54} ${p.hood + 20} Z`,
      'hsl(45 90% 88%)',
    ) +
    rect(p.x0 + 2, p.tail + 8, 14, 22, 'hsl(356 80% 42%)', { rx: 3 }) +
    rect(p.x0 + 30, p.sill + 6, p.x1 - p.x0 - 60, 10, TRIM, { rx: 5, opacity: 0.7 });
  if (body !== 'convertible') drawn += handle(Math.max(p.deckX + 40, pillar - 150));
  if (body === 'van')
    drawn += door(p.deckX + 120) + rect(p.deckX + 120, p.belt - 2, pillar - p.deckX - 120, 4, TRIM);
  return drawn;
}

export function drawSide(body: CarBody, paint: Paint): { defs: string; body: string } {
  const p = PROFILES[body];
  const well = (x: number) => circle(x, GROUND - p.wheelRadius, p.wheelRadius + 9, TYRE);
  return {
    defs: paintDefs(paint),
    body:
      studio((p.x1 - p.x0) / 2) +
      path(outline(p), 'url(#paint)') +
      windows(p, paint) +
      details(p, paint, body) +
      well(p.rearWheel) +
      well(p.frontWheel) +
      wheel(p.rearWheel, p.wheelRadius) +
      wheel(p.frontWheel, p.wheelRadius),
  };
}
