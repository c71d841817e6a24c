import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

import { apiErrorCode } from '@/api/error-message';

import { useLazySearchCarsPageQuery } from '../api/cars-api';
import type { CarOfferDetail } from '../api/car-types';
import type { CarSearch } from '../model/car-search';

export type SameCarStatus =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'none' }
  | { kind: 'failed'; code: string | null };

/**
 * The car of a page at other times or from another branch: the search again for this one class
 * from this one supplier (acriss and supplier filters). Found, the page moves to that offer (its
 * id names the new rental), keeping the way back to the results; else it says why.
 */
export function useSameCar(offer: CarOfferDetail) {
  const [search] = useLazySearchCarsPageQuery();
  const navigate = useNavigate();
  const location = useLocation();
  const [status, setStatus] = useState<SameCarStatus>({ kind: 'idle' });

  const find = async (rental: CarSearch) => {
    setStatus({ kind: 'searching' });
    const answer = await search(
      {
        ...rental,
        acriss: [offer.car.acriss],
        supplier: [offer.supplier.code],
        page_size: 1,
      },
      true,
    );
    const found = answer.data?.results[0];
    if (found) {
      setStatus({ kind: 'idle' });
      void navigate(
        { pathname: `/car-details/${found.id}`, search: location.search },
        { replace: true, state: location.state },
      );
    } else if (answer.data) setStatus({ kind: 'none' });
    else setStatus({ kind: 'failed', code: apiErrorCode(answer.error) });
  };
  return { status, find };
}
