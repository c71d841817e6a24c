import { boundsAround, circleBounds, tidyPoint } from './map-geometry';

describe('hotel map geometry', () => {
  it('boxes a radius circle, wider in longitude away from the equator', () => {
    const [[south, west], [north, east]] = circleBounds({ latitude: 0, longitude: 10 }, 111.32);
    expect([south, west, north, east].map((value) => Math.round(value * 1000) / 1000)).toEqual([
      -1, 9, 1, 11,
    ]);
    const [[, westParis], [, eastParis]] = circleBounds({ latitude: 60, longitude: 0 }, 111.32);
    expect(eastParis - westParis).toBeCloseTo(4, 5);
    // Near a pole the box stays finite and within ±90° of latitude.
    const [[southPole], [northPole, eastPole]] = circleBounds({ latitude: 89.9, longitude: 0 }, 50);
    expect(northPole).toBe(90);
    expect(southPole).toBeLessThan(89.9);
    expect(Number.isFinite(eastPole)).toBe(true);
  });

  it('frames hotels, and the search circle when there is one', () => {
    expect(boundsAround([])).toBeNull();
    const hotels = [
      { latitude: 48.86, longitude: 2.35 },
      { latitude: 48.8, longitude: 2.4 },
    ];
    expect(boundsAround(hotels)).toEqual([
      [48.8, 2.35],
      [48.86, 2.4],
    ]);
    const [[south, west], [north, east]] = boundsAround(hotels, {
      centre: { latitude: 48.85, longitude: 2.35 },
      radius: 10,
    })!;
    expect(south).toBeLessThan(48.8);
    expect(north).toBeGreaterThan(48.86);
    expect(west).toBeLessThan(2.35);
    expect(east).toBeGreaterThan(2.4);
    expect(boundsAround([], { centre: { latitude: 0, longitude: 0 }, radius: 1 })).not.toBeNull();
  });

  it('keeps a point to five decimals and one turn of the world', () => {
    expect(tidyPoint({ latitude: 48.8566123456, longitude: 2.3522219 })).toEqual({
      latitude: 48.85661,
      longitude: 2.35222,
    });
    expect(tidyPoint({ latitude: 25.2, longitude: 55.27 + 360 })).toEqual({
      latitude: 25.2,
      longitude: 55.27,
    });
    expect(tidyPoint({ latitude: -33.9, longitude: -151.2 - 360 }).longitude).toBeCloseTo(-151.2);
    expect(tidyPoint({ latitude: 0, longitude: 180 }).longitude).toBe(180);
    expect(tidyPoint({ latitude: 95, longitude: 190 })).toEqual({ latitude: 90, longitude: -170 });
  });
});
