import {
  CAR_CLASSES,
  CAR_COLOURS,
  CAR_IMAGE_VIEWS,
  carImagePath,
} from '../../../src/inventory/cars/constants.ts';
import { loadCarInventory } from '../../../src/inventory/cars/inventory.ts';
import { drawCarPicture, parsePictureFile } from '../../../src/inventory/cars/pictures.ts';

// Every car picture: named by its file, drawn the same every time as a self-contained SVG that
// points at no other host.
it('draws every class in every colour from every side, the same every time', async () => {
  const inventory = await loadCarInventory();
  for (const code of CAR_CLASSES) {
    for (const colour of CAR_COLOURS) {
      for (const view of CAR_IMAGE_VIEWS) {
        const file = carImagePath(code, colour, view);
        expect(parsePictureFile(file)).toEqual({ carClass: code, colour, view });
        const drawing = drawCarPicture(inventory.carClass(code), colour, view);
        expect(drawing).toMatch(
          /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 960 600"/,
        );
        expect(drawing.endsWith('</svg>')).toBe(true);
        expect(drawing).not.toMatch(/href|<script|<image|NaN|undefined/);
        expect(drawCarPicture(inventory.carClass(code), colour, view)).toBe(drawing);
      }
    }
  }
});

it('names no picture with anything else', () => {
  for (const file of [
    'CDAR-silver-side.png',
    'cdar-silver-side.svg',
    'CDAR-pink-side.svg',
    'XXXX-red-side.svg',
    'CDAR-red-roof.svg',
    '../CDAR-red-side.svg',
  ]) {
    expect(parsePictureFile(file)).toBeNull();
  }
});
