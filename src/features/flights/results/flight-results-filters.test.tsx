import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { LHR_IST_FILTERED } from '../../../../mocks/recorded/flight-requests';
import { recordedOffersPage } from '../../../../mocks/flight-handlers';
import { server } from '../../../../mocks/server';
import {
  cachedIds,
  cards,
  findAllCards,
  findArabicCards,
  findCards,
  OFFERS_PATH,
  offerRequests,
  SEARCH,
  searchPage,
} from '@/testing/flight-results';
import {
  openFlightScreen,
  recordRequests,
  registerFlightsStrings,
  untilReal,
} from '@/testing/flights';

// The results page's filters and actions, over the recorded answers to London → Istanbul for two.
jest.setTimeout(20_000);
beforeAll(registerFlightsStrings);
afterEach(() => server.events.removeAllListeners());

/** The recorded facets of the search, as the filters label them. */
const airlineLabels = () =>
  searchPage().facets!.airlines.map(({ name, count }) => `${name} (${count})`);
const stopsLabel = (stops: number) => {
  const { count } = searchPage().facets!.stops.find((item) => item.stops === stops)!;
  return `${stops === 0 ? 'Direct' : `${stops} Stop`} (${count})`;
};

/** The airline filter's choices as the traveller reads them. */
const airlineFilterLabels = () =>
  within(screen.getByRole('group', { name: 'Airlines' }))
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent);

describe('/flights: filters (§2, §4)', () => {
  it('lists the airlines of the answer, with their counts', async () => {
    await openFlightScreen(`/flights${SEARCH}`);
    await findCards();
    expect(airlineFilterLabels()).toEqual(airlineLabels());
    const stops = screen.getByRole('group', { name: 'Stops' });
    expect(within(stops).getByRole('checkbox', { name: stopsLabel(0) })).toBeInTheDocument();
    expect(within(stops).getByRole('checkbox', { name: stopsLabel(1) })).toBeInTheDocument();
  });

  it('names airlines outside the §9 list as the answer does', async () => {
    // Ryanair, not among the spec's airlines, flies the cheapest of the recorded answer.
    const [cheapest] = searchPage().results;
    expect(cheapest!.validatingAirlineCodes).toEqual(['FR']);
    await openFlightScreen(`/flights${SEARCH}`);
    const [card] = await findCards();
    expect(card).toHaveAccessibleName(
      `Ryanair, LHR to IST, $${Math.round(Number(cheapest!.price.grandTotal))}`,
    );
    expect(screen.getByRole('checkbox', { name: 'Ryanair (3)' })).toBeInTheDocument();
  });

  it('names them in Arabic in Arabic, on the card, in the filters and on the details page', async () => {
    const ryanair = searchPage().facets!.airlines.find((airline) => airline.code === 'FR')!;
    expect(ryanair.nameAr).toBe('رايان إير');
    const { user } = await openFlightScreen(`/flights${SEARCH}`, { language: 'ar' });
    const [card] = await findArabicCards();
    expect(card).toHaveAccessibleName(/^رايان إير، /);
    expect(screen.getByRole('checkbox', { name: /^رايان إير / })).toBeInTheDocument();
    await user.click(within(card!).getByRole('link', { name: 'التفاصيل' }));
    expect(await screen.findByRole('region', { name: 'خط سير الرحلة' })).toHaveTextContent(
      'رايان إير',
    );
  });

  it('falls back to the spec’s airlines when the answer has no facets', async () => {
    server.use(http.get(`*${OFFERS_PATH}`, () => HttpResponse.json(searchPage().results)));
    await openFlightScreen(`/flights${SEARCH}`);
    await findCards();
    expect(airlineFilterLabels()).toEqual([
      'Emirates',
      'Air France',
      'Turkish Airlines',
      'Lufthansa',
      'Qatar Airways',
      'Etihad Airways',
      'Saudia',
    ]);
    expect(screen.queryByRole('button', { name: 'Load More Flights' })).not.toBeInTheDocument();
  });

  it('searches again from page 1 with the chosen filters, in the URL, replacing the list', async () => {
    const requests = recordRequests(server);
    const { user, router } = await openFlightScreen(`/flights${SEARCH}`);
    await findCards();
    await user.click(screen.getByRole('button', { name: 'Load More Flights' }));
    await untilReal(() => expect(cards()).toHaveLength(20));

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Duration: shortest first' }));
    await user.click(screen.getByRole('radio', { name: 'Business' }));
    await user.click(screen.getByRole('checkbox', { name: 'Turkish Airlines (3)' }));
    await user.click(screen.getByRole('checkbox', { name: stopsLabel(0) }));
    await user.click(screen.getByRole('radio', { name: 'Checked bag included' }));
    expect(offerRequests(requests)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));

    const filtered = `?${LHR_IST_FILTERED}`;
    const { results } = recordedOffersPage(`${LHR_IST_FILTERED}&page=1&page_size=10`);
    await untilReal(() => expect(cards()).toHaveLength(results.length));
    expect(offerRequests(requests)[2]).toBe(`${filtered}&page=1&page_size=10`);
    expect(router.state.location.search).toBe(filtered);
    expect(
      screen.getByText(`Showing ${results.length} of ${results.length} flights`),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Business' })).toBeChecked();
    expect(cachedIds()).toEqual(results.map((offer) => offer.id));
  });
});

describe('/flights: actions', () => {
  it('refreshes from the first page', async () => {
    const requests = recordRequests(server);
    const { user } = await openFlightScreen(`/flights${SEARCH}`);
    await findCards();
    await user.click(screen.getByRole('button', { name: 'Load More Flights' }));
    await untilReal(() => expect(cards()).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Refresh Search' }));
    await untilReal(() => expect(offerRequests(requests)).toHaveLength(3));
    expect(offerRequests(requests)[2]).toBe(`${SEARCH}&page=1&page_size=10`);
    await untilReal(() => expect(cards()).toHaveLength(10));
  });

  it('starts a new search on the home page’s flights tab', async () => {
    const { user, router } = await openFlightScreen(`/flights${SEARCH}`);
    await findCards();
    await user.click(screen.getByRole('link', { name: 'New Search' }));
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.state).toEqual({ activeTab: 'flights' });
  });

  it('books a flight with the flight in state', async () => {
    const { user, router } = await openFlightScreen(`/flights${SEARCH}`);
    const [first] = await findCards();
    await user.click(within(first!).getByRole('link', { name: 'Book Now' }));
    expect(router.state.location.pathname).toBe('/flight-booking');
    expect(router.state.location.state).toEqual({
      flight: searchPage().results[0],
    });
  });

  it('opens the details from the cache, without asking the server, and comes back', async () => {
    const requests = recordRequests(server);
    const { user, router } = await openFlightScreen(`/flights${SEARCH}`);
    const [first] = await findCards();
    await user.click(within(first!).getByRole('link', { name: 'Details' }));
    expect(router.state.location.pathname).toBe(`/flight-details/${searchPage().results[0]!.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'London (LHR) to Istanbul (IST)' }),
    ).toBeInTheDocument();
    expect(offerRequests(requests)).toHaveLength(1);

    await user.click(screen.getByRole('link', { name: 'Back to Flights' }));
    expect(router.state.location.search).toBe(SEARCH);
    await findAllCards(10);
  });
});
