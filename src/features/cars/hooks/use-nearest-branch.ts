import { useCallback, useEffect, useRef, type Dispatch, type SetStateAction } from 'react';

import { locateTraveller, type GeolocationFailure } from '@/lib/geolocation';

import { useLazyNearestCarLocationsQuery } from '../api/cars-api';
import type { NearestCarLocationList } from '../api/car-types';

export type NearestBranch = NearestCarLocationList[number];

export type NearestBranchStatus =
  | { kind: 'idle' }
  | { kind: 'locating' }
  | { kind: 'located'; branch: NearestBranch | null }
  | { kind: 'failed'; reason: GeolocationFailure };

export type NearestBranchState = [
  NearestBranchStatus,
  Dispatch<SetStateAction<NearestBranchStatus>>,
];

/**
 * "Use my location": asks the browser where the traveller is (§9's options), then the API for
 * the nearest rental branch (GET /api/cars/locations/nearest/), and hands it to `onFound`. The
 * status is kept by the caller's parent (`state`), so what was found is still said after the
 * search it started has redrawn the form.
 */
export function useNearestBranch(
  onFound: (branch: NearestBranch) => void,
  [status, setStatus]: NearestBranchState,
) {
  const [findNearest] = useLazyNearestCarLocationsQuery();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const locate = useCallback(() => {
    setStatus({ kind: 'locating' });
    locateTraveller(
      async ({ latitude, longitude }) => {
        const branches = await findNearest({ lat: latitude, lng: longitude }, true)
          .unwrap()
          .catch(() => []);
        // A form redrawn meanwhile (another search) has nothing to search it in.
        if (!mounted.current) {
          setStatus({ kind: 'idle' });
          return;
        }
        const branch = branches[0] ?? null;
        setStatus({ kind: 'located', branch });
        if (branch) onFound(branch);
      },
      (reason) => setStatus(mounted.current ? { kind: 'failed', reason } : { kind: 'idle' }),
    );
  }, [findNearest, onFound, setStatus]);

  const dismiss = useCallback(() => setStatus({ kind: 'idle' }), [setStatus]);
  return { status, locate, dismiss };
}
