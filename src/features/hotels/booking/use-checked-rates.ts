import { useCallback, useEffect, useState } from 'react';

import { apiErrorCode } from '@/api/error-message';
import { isRecord } from '@/lib/checkout/draft-guards';

import { useCheckHotelRatesMutation } from '../api/hotels-api';
import { useHotelLanguage } from '../hooks/use-hotel-language';
import type { CheckedRates } from '../api/hotel-types';

export type CheckedRatesState =
  | { kind: 'checking' }
  | { kind: 'ready'; checked: CheckedRates; priceChanged: boolean }
  | { kind: 'gone'; code: 'sold_out' | 'unavailable' }
  | { kind: 'invalid' }
  | { kind: 'failed' };

/** A 409 price_changed carries the rates at their new price. */
export const ratesOf = (body: unknown): CheckedRates | null =>
  isRecord(body) && isRecord(body.rates) && isRecord(body.rates.hotel)
    ? (body.rates as unknown as CheckedRates)
    : null;

/**
 * The wizard's rates, priced again when it opens (POST /api/hotelbeds/checkrates/): today's
 * price and rooms. A price that moved since the results is shown as such; sold out or a stay
 * that can no longer be booked ends here; keys the server cannot read are a bad link.
 */
export function useCheckedRates(rateKeys: string[]) {
  const [check] = useCheckHotelRatesMutation();
  const language = useHotelLanguage();
  const [state, setState] = useState<CheckedRatesState>({ kind: 'checking' });
  const keys = rateKeys.join(' ');

  const run = useCallback(async () => {
    setState({ kind: 'checking' });
    const answer = await check({ rateKeys: keys.split(' '), language });
    if (answer.data) {
      setState({ kind: 'ready', checked: answer.data, priceChanged: false });
      return;
    }
    const error = answer.error;
    const status = error && 'status' in error ? error.status : null;
    const code = apiErrorCode(error);
    const body = error && 'data' in error ? error.data : null;
    const repriced = code === 'price_changed' ? ratesOf(body) : null;
    if (repriced) setState({ kind: 'ready', checked: repriced, priceChanged: true });
    else if (code === 'sold_out' || code === 'unavailable') setState({ kind: 'gone', code });
    else if (status === 400) setState({ kind: 'invalid' });
    else setState({ kind: 'failed' });
  }, [check, keys, language]);

  useEffect(() => {
    void run();
  }, [run]);

  const replace = useCallback(
    (checked: CheckedRates) => setState({ kind: 'ready', checked, priceChanged: false }),
    [],
  );

  return { state, retry: () => void run(), replace };
}
