import { useCallback, useEffect, useRef, useState } from 'react';

import { locateTraveller, type GeolocationFailure } from '@/lib/geolocation';

import { useLazyNearestCarLocationsQuery } from '../api/cars-api';
import type { NearestCarLocationList } from '../api/car-types';

export type NearestBranch = NearestCarLocationList[number];

export type NearestBranchStatus =
  | { kind: 'idle' }
  | { kind: 'locating' }
  | { kind: 'located'; branch: NearestBranch | null }
  | { kind: 'failed'; reason: GeolocationFailure };

/**
 * "Use my location": asks the browser where the traveller is (§9's options), then the API for
 * the nearest rental branch (GET /api/cars/locations/nearest/), and hands it to `onFound`.
 */
export function useNearestBranch(onFound: (branch: NearestBranch) => void) {
  const [status, setStatus] = useState<NearestBranchStatus>({ kind: 'idle' });
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
        if (!mounted.current) return;
        const branch = branches[0] ?? null;
        setStatus({ kind: 'located', branch });
        if (branch) onFound(branch);
      },
      (reason) => {
        if (mounted.current) setStatus({ kind: 'failed', reason });
      },
    );
  }, [findNearest, onFound]);

  const dismiss = useCallback(() => setStatus({ kind: 'idle' }), []);
  return { status, locate, dismiss };
}
