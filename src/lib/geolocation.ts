/** §9: high accuracy, a 10 s timeout, and a cached position up to 5 minutes old is fine. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 300_000,
};

/** Why the browser gave no position (§8's messages, one each). */
export type GeolocationFailure = 'unsupported' | 'denied' | 'unavailable' | 'timeout' | 'unknown';

// GeolocationPositionError codes (§8).
const FAILURES: Record<number, GeolocationFailure> = {
  1: 'denied',
  2: 'unavailable',
  3: 'timeout',
};

/** Asks the browser where the traveller is, once, with §9's options. */
export function locateTraveller(
  onPosition: (point: { latitude: number; longitude: number }) => void,
  onFailure: (reason: GeolocationFailure) => void,
) {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) {
    onFailure('unsupported');
    return;
  }
  geolocation.getCurrentPosition(
    ({ coords }) => onPosition({ latitude: coords.latitude, longitude: coords.longitude }),
    (error) => onFailure(FAILURES[error.code] ?? 'unknown'),
    GEOLOCATION_OPTIONS,
  );
}
