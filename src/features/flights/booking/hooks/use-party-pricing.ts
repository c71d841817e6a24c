import { useCallback, useEffect, useState } from 'react';

import { useAppDispatch } from '@/app/hooks';
import { usePriceFlightOfferMutation } from '@/features/flights/api/booking-api';

import { bookingOfferRepriced } from '../flight-booking-slice';
import {
  isBookableOffer,
  offerParty,
  partyOf,
  sameParty,
  type BookableOffer,
} from '../model/bookable-offer';
import type { TravelerType } from '@server/modules/flights/constants.ts';

import { useApiErrorText } from './use-booking-text';

export type PartyPricing =
  | { status: 'priced' }
  | { status: 'updating' }
  | { status: 'failed'; message: string; retry: () => void };

/**
 * The offer is priced for the party it was searched for. When passengers are added or removed the
 * pricing endpoint quotes the new party (travelers: {adults, children, infants}) and the wizard
 * goes on with that offer; a quote that fails says why and changes nothing, and can be retried.
 * Only the latest party counts: a quote still on its way for an earlier one is dropped.
 */
export function usePartyPricing(
  offer: BookableOffer,
  types: readonly TravelerType[],
): PartyPricing {
  const dispatch = useAppDispatch();
  const errorText = useApiErrorText();
  const [priceOffer] = usePriceFlightOfferMutation();
  const [failure, setFailure] = useState<{ key: string; message: string } | null>(null);
  const [attempt, setAttempt] = useState(0);

  const party = partyOf(types);
  const priced = sameParty(party, offerParty(offer));
  const partyKey = `${party.adults}/${party.children}/${party.infants}`;

  useEffect(() => {
    if (priced) return;
    const [adults = 0, children = 0, infants = 0] = partyKey.split('/').map(Number);
    let current = true;
    const request = priceOffer({ flightOffer: offer, travelers: { adults, children, infants } });
    void request.then((result) => {
      if (!current) return;
      const answer = result.data?.flightOffer;
      // The same flight, priced for exactly this party; anything else changes nothing.
      if (
        isBookableOffer(answer) &&
        answer.id === offer.id &&
        sameParty(offerParty(answer), { adults, children, infants })
      ) {
        dispatch(bookingOfferRepriced(answer));
      } else {
        setFailure({ key: partyKey, message: errorText(result.error) });
      }
    });
    return () => {
      current = false;
      request.abort();
    };
  }, [priced, partyKey, offer, attempt, priceOffer, dispatch, errorText]);

  const retry = useCallback(() => {
    setFailure(null);
    setAttempt((value) => value + 1);
  }, []);

  if (priced) return { status: 'priced' };
  if (failure?.key === partyKey) return { status: 'failed', message: failure.message, retry };
  return { status: 'updating' };
}
