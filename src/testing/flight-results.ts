import { screen, within } from '@testing-library/react';

import { LHR_IST } from '../../mocks/recorded/flight-requests';
import { recordedOffersPage } from '../../mocks/flight-handlers';
import { LAST_FLIGHT_SEARCH_KEY } from '@/features/flights/model/last-search-cache';
import { untilReal } from '@/testing/real-time';

/*
 * Helpers for the tests of the results page (/flights): the tests' search, London to Istanbul
 * for two, and what the real server answered it (mocks/recorded/flights.json).
 */

export const SEARCH = `?${LHR_IST}`;
export const OFFERS_PATH = '/api/shopping/flight-offers/';

/** The recorded page of the tests' search. */
export const searchPage = (page = 1) => recordedOffersPage(`${LHR_IST}&page=${page}&page_size=10`);

/** The queries of the flight searches among recorded requests (see recordRequests). */
export const offerRequests = (requests: string[]) =>
  requests
    .filter((request) => request.startsWith(OFFERS_PATH))
    .map((request) => request.slice(OFFERS_PATH.length));

export const cards = () =>
  within(screen.getByRole('list', { name: 'Flight offers' })).getAllByRole('article');
export const findCards = () => untilReal(() => cards());
/** The cards once `count` are drawn (a list draws its first few, then the rest a few at a time). */
export const findAllCards = (count: number) =>
  untilReal(() => {
    const all = cards();
    if (all.length !== count) throw new Error(`${all.length} of ${count} cards drawn`);
    return all;
  });
export const findArabicCards = () =>
  untilReal(() =>
    within(screen.getByRole('list', { name: 'عروض الرحلات' })).getAllByRole('article'),
  );

/** The ids of the offers kept as the last search. */
export const cachedIds = () =>
  (JSON.parse(window.localStorage.getItem(LAST_FLIGHT_SEARCH_KEY) ?? '[]') as { id: string }[]).map(
    (offer) => offer.id,
  );
