import { PICTURES_MAX, PICTURES_MIN } from '../../../src/inventory/hotels/constants.ts';
import {
  loadHotelInventory,
  type HotelInventory,
} from '../../../src/inventory/hotels/inventory.ts';
import { drawHotelPicture, hotelPictures } from '../../../src/inventory/hotels/pictures.ts';

// Every hotel's pictures: enough of them, the first of the property, a room among them, and each
// drawn the same every time as a self-contained SVG that points at no other host.
let inventory: HotelInventory;
beforeAll(async () => {
  inventory = await loadHotelInventory();
});

const allHotels = () =>
  [...inventory.destinations.values()].flatMap((destination) => [
    ...inventory.hotelsOf(destination),
  ]);

it('gives every hotel six to nine pictures: the property first, then one of its rooms', () => {
  const hotels = allHotels();
  expect(hotels.length).toBeGreaterThan(8000);
  for (const hotel of hotels) {
    const pictures = hotelPictures(hotel);
    expect(pictures.length).toBeGreaterThanOrEqual(PICTURES_MIN);
    expect(pictures.length).toBeLessThanOrEqual(PICTURES_MAX);
    expect(pictures[0]).toMatchObject({ order: 1, type: 'GEN', scene: 'exterior' });
    expect(pictures[1]).toMatchObject({
      type: 'HAB',
      scene: 'room',
      roomCode: hotel.rooms[0]!.code,
    });
    expect(pictures.map((picture) => picture.order)).toEqual(pictures.map((_, index) => index + 1));
  }
});

it('shows the pool and the beach a hotel has, and no pool it has not', () => {
  const hotels = allHotels();
  const withPool = hotels.find((hotel) => hotel.facilities.includes('pool'))!;
  const withoutPool = hotels.find((hotel) => !hotel.facilities.includes('pool'))!;
  const withBeach = hotels.find((hotel) => hotel.facilities.includes('beach-access'))!;
  const scenes = (hotel: typeof withPool) => hotelPictures(hotel).map((picture) => picture.scene);
  expect(scenes(withPool)).toContain('pool');
  expect(scenes(withoutPool)).not.toContain('pool');
  expect(scenes(withBeach)).toContain('beach');
});

it('draws each picture the same every time, as an SVG with nothing from another host', () => {
  const sample = allHotels().filter((_, index) => index % 97 === 0);
  const kinds = new Set(sample.map((hotel) => hotel.propertyType));
  expect(kinds.size).toBe(5);
  for (const hotel of sample) {
    for (const { order } of hotelPictures(hotel)) {
      const drawing = drawHotelPicture(hotel, order)!;
      expect(drawing).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 960 640"/,
      );
      expect(drawing.endsWith('</svg>')).toBe(true);
      expect(drawing).not.toMatch(/href|<script|<image|NaN|undefined/);
      expect(drawHotelPicture(hotel, order)).toBe(drawing);
    }
  }
  const [first] = sample;
  expect(drawHotelPicture(first!, 1)).not.toBe(drawHotelPicture(first!, 2));
  expect(drawHotelPicture(first!, 0)).toBeNull();
  expect(drawHotelPicture(first!, PICTURES_MAX + 1)).toBeNull();
});
