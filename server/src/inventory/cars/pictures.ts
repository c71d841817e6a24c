import { svgDocument } from '../shared/svg.ts';
import { drawEnd } from './artwork/ends.ts';
import { drawInterior } from './artwork/interior.ts';
import { HEIGHT, WIDTH, paintOf } from './artwork/paint.ts';
import { drawSide } from './artwork/side.ts';
import {
  CAR_CLASSES,
  CAR_COLOURS,
  CAR_IMAGE_VIEWS,
  type CarClass,
  type CarColour,
  type CarImageView,
} from './constants.ts';
import type { CarClassInfo } from './types.ts';

// A car's pictures: SVG drawings of its class's body in its colour, from the side, front, back
// and inside (artwork/). A file name says all of it ('CDAR-silver-side.svg'), so a picture is
// drawn on request with nothing stored, the same on every server, and nothing comes from another
// host. They are drawings, not photographs.

export interface CarPicture {
  carClass: CarClass;
  colour: CarColour;
  view: CarImageView;
}

/** The picture a file name names, or null when it names none. */
export function parsePictureFile(file: string): CarPicture | null {
  const match = /^([A-Z]{4})-([a-z]+)-([a-z]+)\.svg$/.exec(file);
  if (!match) return null;
  const [, carClass, colour, view] = match as unknown as [
    string,
    CarClass,
    CarColour,
    CarImageView,
  ];
  if (
    !CAR_CLASSES.includes(carClass) ||
    !CAR_COLOURS.includes(colour) ||
    !CAR_IMAGE_VIEWS.includes(view)
  ) {
    return null;
  }
  return { carClass, colour, view };
}

export function drawCarPicture(
  carClass: CarClassInfo,
  colour: CarColour,
  view: CarImageView,
): string {
  const paint = paintOf(colour);
  const drawn =
    view === 'side'
      ? drawSide(carClass.body, paint)
      : view === 'interior'
        ? drawInterior(carClass, paint)
        : drawEnd(carClass.body, paint, view);
  return svgDocument(WIDTH, HEIGHT, drawn.defs, drawn.body);
}
