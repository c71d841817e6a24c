import { circle, ellipse, hsl, linear, rect } from '../../shared/svg.ts';
import type { CarColour } from '../constants.ts';

// What every car picture shares: the canvas, the paint of each colour, the studio it stands in,
// glass and wheels.

export const WIDTH = 960;
export const HEIGHT = 600;
export const GROUND = 500;

export interface Paint {
  body: string;
  light: string;
  dark: string;
  // Thin lines (door gaps) drawn on the body.
  line: string;
}

const COLOURS: Record<CarColour, readonly [number, number, number]> = {
  white: [210, 10, 94],
  black: [220, 12, 16],
  silver: [210, 8, 76],
  grey: [210, 7, 48],
  blue: [214, 62, 40],
  red: [356, 68, 44],
  green: [152, 34, 32],
  sand: [38, 34, 70],
};

export function paintOf(colour: CarColour): Paint {
  const [hue, saturation, lightness] = COLOURS[colour];
  return {
    body: hsl(hue, saturation, lightness),
    light: hsl(hue, saturation, Math.min(98, lightness + 14)),
    dark: hsl(hue, saturation, Math.max(8, lightness - 16)),
    line: hsl(hue, saturation, lightness > 50 ? lightness - 28 : lightness + 18, 0.7),
  };
}

export const GLASS = hsl(205, 30, 22);
export const GLASS_SHINE = hsl(200, 40, 70, 0.35);
export const TYRE = hsl(0, 0, 12);
export const TRIM = hsl(0, 0, 18);
export const CHROME = hsl(210, 10, 80);

/** Gradients named 'paint' (the body, light above dark) and 'studio' (the backdrop). */
export function paintDefs(paint: Paint): string {
  return (
    linear('paint', paint.light, paint.dark) + linear('studio', hsl(210, 28, 97), hsl(210, 14, 86))
  );
}

/** The studio: a backdrop, a floor line and the car's shadow on it. */
export function studio(shadowHalfWidth: number): string {
  return (
    rect(0, 0, WIDTH, HEIGHT, 'url(#studio)') +
    rect(0, GROUND + 10, WIDTH, HEIGHT - GROUND - 10, hsl(210, 12, 82)) +
    ellipse(WIDTH / 2, GROUND + 8, shadowHalfWidth, 16, hsl(0, 0, 0, 0.22))
  );
}

/** A wheel seen from the side: tyre, rim, spokes and hub. */
export function wheel(x: number, radius: number): string {
  const y = GROUND - radius;
  let spokes = '';
  for (let spoke = 0; spoke < 5; spoke++) {
    spokes += rect(x - 4, y - radius * 0.58, 8, radius * 0.58, hsl(210, 8, 62), {
      transform: `rotate(${spoke * 72} ${x} ${y})`,
    });
  }
  return (
    circle(x, y, radius, TYRE) +
    circle(x, y, radius * 0.64, CHROME) +
    spokes +
    circle(x, y, radius * 0.16, hsl(210, 8, 40))
  );
}
