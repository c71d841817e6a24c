/*
 * The geometry the hotel maps need, as plain functions of points and kilometres (Leaflet draws,
 * these decide where): the default centre, the bounds of a radius circle and of a set of
 * hotels, and points tidied for a URL.
 */

export interface MapPoint {
  latitude: number;
  longitude: number;
}

/** [[south, west], [north, east]], as Leaflet's fitBounds takes them. */
export type MapBounds = [[number, number], [number, number]];

/** §9: the map picker opens on Dubai when there is no point yet. */
export const DEFAULT_CENTRE: MapPoint = { latitude: 25.2048, longitude: 55.2708 };
/** A city fills the map at this zoom; the whole region at the other. */
export const CITY_ZOOM = 11;
export const REGION_ZOOM = 5;

const KM_PER_DEGREE = 111.32;

/** The box around a circle of `radius` km. */
export function circleBounds({ latitude, longitude }: MapPoint, radius: number): MapBounds {
  const dLat = radius / KM_PER_DEGREE;
  // Near the poles a degree of longitude shrinks to nothing; the box stays finite.
  const dLng = radius / (KM_PER_DEGREE * Math.max(Math.cos((latitude * Math.PI) / 180), 0.01));
  return [
    [Math.max(latitude - dLat, -90), longitude - dLng],
    [Math.min(latitude + dLat, 90), longitude + dLng],
  ];
}

/** The box around some points (null for none), and around a circle if there is one. */
export function boundsAround(
  points: readonly MapPoint[],
  circle?: { centre: MapPoint; radius: number },
): MapBounds | null {
  const corners = circle
    ? circleBounds(circle.centre, circle.radius).map(([latitude, longitude]) => ({
        latitude,
        longitude,
      }))
    : [];
  const all = [...points, ...corners];
  if (all.length === 0) return null;
  const lats = all.map((point) => point.latitude);
  const lngs = all.map((point) => point.longitude);
  return [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
  ];
}

/**
 * A point as a search keeps it: five decimals (about a metre) and a longitude within ±180
 * (the map repeats the world sideways; the API takes one turn of it).
 */
export function tidyPoint({ latitude, longitude }: MapPoint): MapPoint {
  const wrapped = ((((longitude + 180) % 360) + 360) % 360) - 180;
  const round = (value: number) => Math.round(value * 1e5) / 1e5 || 0;
  return {
    latitude: round(Math.min(Math.max(latitude, -90), 90)),
    longitude: round(wrapped === -180 && longitude > 0 ? 180 : wrapped),
  };
}
