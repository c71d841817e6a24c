import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type SetStateAction,
} from 'react';

import { locateTraveller, type GeolocationFailure } from './geolocation';

export type NearestPlaceStatus<Place> =
  | { kind: 'idle' }
  | { kind: 'locating' }
  | { kind: 'located'; latitude: number; longitude: number; place: Place | null }
  | { kind: 'failed'; reason: GeolocationFailure };

export type NearestPlaceState<Place> = [
  NearestPlaceStatus<Place>,
  Dispatch<SetStateAction<NearestPlaceStatus<Place>>>,
];

/** An RTK Query lazy trigger for the places nearest a point, nearest first. */
type FindNearest<Place> = (
  point: { lat: number; lng: number },
  preferCacheValue: boolean,
) => { unwrap: () => Promise<readonly Place[]> };

/** Whether the component is still drawn, for answers that arrive after it may have gone. */
export function useMountedRef() {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}

/**
 * "Use my location": asks the browser where the traveller is (§9's options), then the API for
 * the nearest place (an airport, a rental branch; none when the request fails), and hands it to
 * `onFound`. A caller may keep the status in a parent (`state`), so what was found is still said
 * after the search it started has redrawn the form; a form redrawn meanwhile hands nothing on.
 */
export function useNearestPlace<Place>(
  findNearest: FindNearest<Place>,
  onFound: (place: Place) => void,
  state?: NearestPlaceState<Place>,
) {
  const own = useState<NearestPlaceStatus<Place>>({ kind: 'idle' });
  const [status, setStatus] = state ?? own;
  const mounted = useMountedRef();

  const locate = useCallback(() => {
    setStatus({ kind: 'locating' });
    locateTraveller(
      async ({ latitude, longitude }) => {
        const places = await findNearest({ lat: latitude, lng: longitude }, true)
          .unwrap()
          .catch(() => []);
        if (!mounted.current) {
          setStatus({ kind: 'idle' });
          return;
        }
        const place = places[0] ?? null;
        setStatus({ kind: 'located', latitude, longitude, place });
        if (place) onFound(place);
      },
      (reason) => setStatus(mounted.current ? { kind: 'failed', reason } : { kind: 'idle' }),
    );
  }, [findNearest, onFound, setStatus, mounted]);

  const dismiss = useCallback(() => setStatus({ kind: 'idle' }), [setStatus]);
  return { status, locate, dismiss };
}
