import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { airport, recordedOffersPage } from '../../../../mocks/flight-handlers';
import { TODAYS_SEARCH } from '../../../../mocks/recorded/flight-requests';
import { replayed } from '../../../../mocks/recorded/replay';
import { server } from '../../../../mocks/server';
import { FLIGHT_SEARCH_PROBLEMS } from '@server/modules/flights/constants.ts';
import { withoutIsolates } from '@/lib/bidi';
import { defaultDepartureDate } from '../api/search-params';
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

// The results page: which search it runs, and its states. Its filters and actions are in
// flight-results-filters.test.tsx.
jest.setTimeout(20_000);
beforeAll(registerFlightsStrings);
afterEach(() => server.events.removeAllListeners());

describe('/flights: which search (§2)', () => {
  it('searches DXB → CDG on the default day for one adult when given nothing, and writes it into the URL', async () => {
    const requests = recordRequests(server);
    const { router } = await openFlightScreen('/flights');
    const today = defaultDepartureDate();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Flights from DXB to CDG',
    );
    await findCards();
    expect(offerRequests(requests)).toEqual([
      `?originLocationCode=DXB&destinationLocationCode=CDG&departureDate=${today}&adults=1&page=1&page_size=10`,
    ]);
    expect(router.state.location.search).toBe(
      `?originLocationCode=DXB&destinationLocationCode=CDG&departureDate=${today}&adults=1`,
    );
  });

  it('reads the search from the URL, so results can be bookmarked and shared', async () => {
    const requests = recordRequests(server);
    await openFlightScreen(`/flights${SEARCH}`);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Flights from LHR to IST',
    );
    expect(screen.getByText(/2 travellers · Economy/)).toBeInTheDocument();
    await findCards();
    expect(offerRequests(requests)).toEqual([`${SEARCH}&page=1&page_size=10`]);
  });

  it('prefers the navigation state, naming the cities the form knew', async () => {
    const requests = recordRequests(server);
    const { router } = await openFlightScreen('/flights', {
      state: {
        searchParams: {
          originLocationCode: 'DXB',
          destinationLocationCode: 'CDG',
          departureDate: '2026-12-15',
          adults: 1,
          travelClass: 'FIRST',
        },
        searchData: {
          origin: { name: 'Dubai International Airport', iataCode: 'DXB', cityName: 'Dubai' },
          destination: { name: 'Charles de Gaulle Airport', iataCode: 'CDG', cityName: 'Paris' },
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Flights from Dubai (DXB) to Paris (CDG)',
    );
    await findCards();
    expect(offerRequests(requests)[0]).toContain('travelClass=FIRST');
    expect(router.state.location.search).toContain('travelClass=FIRST');
  });

  it('names the cities in Arabic in Arabic, the codes kept left-to-right', async () => {
    await openFlightScreen('/flights', {
      language: 'ar',
      state: {
        searchParams: {
          originLocationCode: 'DXB',
          destinationLocationCode: 'LHR',
          departureDate: '2026-12-15',
          adults: 1,
        },
        searchData: { origin: airport('DXB'), destination: airport('LHR') },
      },
    });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(withoutIsolates(heading.textContent ?? '')).toBe('رحلات من دبي (DXB) إلى لندن (LHR)');
    // Each code sits in a left-to-right isolate, so the parentheses and order hold in RTL.
    expect(heading.textContent).toContain('(\u2066DXB\u2069)');
    expect(heading.textContent).toContain('(\u2066LHR\u2069)');
    await findArabicCards();
  });

  it('keeps the English names in English, and a city it does not know as its code', async () => {
    await openFlightScreen('/flights', {
      state: {
        searchParams: {
          originLocationCode: 'DXB',
          destinationLocationCode: 'LHR',
          departureDate: '2026-12-15',
          adults: 1,
        },
        searchData: { origin: airport('DXB') },
      },
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      /^Flights from Dubai \(DXB\) to LHR$/,
    );
    await findCards();
  });
});

describe('/flights: states (§4)', () => {
  it('shows placeholders while searching, then the list, and keeps it as the last search', async () => {
    // The search waits until the placeholders were seen (a busy machine could answer first);
    // then the default handler answers.
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(`*${OFFERS_PATH}`, async () => {
        await held;
      }),
    );
    await openFlightScreen(`/flights${SEARCH}`);
    expect(
      await screen.findByRole('status', { name: 'Searching for flights…' }),
    ).toBeInTheDocument();
    answer();
    await findAllCards(10);
    const { count, results } = searchPage();
    expect(screen.getByText(`Showing 10 of ${count} flights`)).toBeInTheDocument();
    expect(cachedIds()).toEqual(results.map((offer) => offer.id));
  });

  it('says so when nothing matches', async () => {
    server.use(
      http.get(`*${OFFERS_PATH}`, () =>
        HttpResponse.json({ count: 0, next: null, previous: null, results: [], facets: null }),
      ),
    );
    await openFlightScreen(`/flights${SEARCH}`);
    expect(
      await screen.findByText('No flights found for your search criteria.'),
    ).toBeInTheDocument();
    expect(cachedIds()).toEqual([]);
  });

  it('says the search failed, not the server’s words, with Try Again, which searches again', async () => {
    let fail = true;
    server.use(
      http.get(`*${OFFERS_PATH}`, ({ request }) =>
        fail
          ? HttpResponse.json(
              { detail: 'Flight search is resting. Try again soon.' },
              { status: 503 },
            )
          : replayed('flights', request),
      ),
    );
    const { user } = await openFlightScreen(`/flights${SEARCH}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to search flights');
    expect(alert).not.toHaveTextContent('resting');
    // The error state offers a problem report too (issue 14).
    expect(within(alert).getByRole('button', { name: 'Report a problem' })).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await findAllCards(10);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains a search the server refuses and opens the form to change it, not Try Again', async () => {
    server.use(
      http.get(`*${OFFERS_PATH}`, () =>
        HttpResponse.json(
          {
            detail: 'departureDate: must not be in the past',
            code: FLIGHT_SEARCH_PROBLEMS.dateInPast,
            field: 'departureDate',
          },
          { status: 400 },
        ),
      ),
    );
    const { user, router, store } = await openFlightScreen(`/flights${SEARCH}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This date has passed — choose a date from today.');
    expect(within(alert).queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Change the search' }));
    expect(router.state.location.pathname).toBe('/');
    // The search is in the form, without the date to fix.
    expect(store.getState().flightSearch).toMatchObject({
      origin: { iataCode: 'LHR' },
      destination: { iataCode: 'IST' },
      departureDate: null,
    });
  });

  it('explains a link it cannot run instead of searching something else', async () => {
    const requests = recordRequests(server);
    await openFlightScreen('/flights?originLocationCode=DXB&departureDate=someday&adults=10');
    expect(
      await screen.findByRole('heading', {
        name: 'This link does not describe a flight search we can run',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('It does not say where you fly to.')).toBeInTheDocument();
    expect(screen.getByText(/someday.*is not a date/)).toBeInTheDocument();
    expect(
      screen.getByText(/It asks for .*10.* adults; a search takes 1 to 9\./),
    ).toBeInTheDocument();
    expect(offerRequests(requests)).toEqual([]);
  });

  it('names the parts of a link it left out', async () => {
    await openFlightScreen(`/flights${SEARCH}&stops=7`);
    await findCards();
    expect(
      screen.getByText(/Left out of this link because they could not be read: stops=7/),
    ).toBeInTheDocument();
  });

  it('says "Failed to search flights" when the server says nothing', async () => {
    server.use(http.get(`*${OFFERS_PATH}`, () => HttpResponse.error()));
    await openFlightScreen(`/flights${SEARCH}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to search flights');
  });

  it('appends the next page with Load More Flights while there is one', async () => {
    // Today's search has two pages.
    const today = `?${TODAYS_SEARCH}`;
    const { count } = recordedOffersPage(`${TODAYS_SEARCH}&page=1&page_size=10`);
    const requests = recordRequests(server);
    const { user } = await openFlightScreen(`/flights${today}`);
    await findCards();
    await user.click(screen.getByRole('button', { name: 'Load More Flights' }));
    await untilReal(() => expect(cards()).toHaveLength(count));
    expect(cards()[0]).toHaveAccessibleName(/^Pegasus Airlines/);
    expect(screen.queryByRole('button', { name: 'Load More Flights' })).not.toBeInTheDocument();
    expect(offerRequests(requests)).toEqual([
      `${today}&page=1&page_size=10`,
      `${today}&page=2&page_size=10`,
    ]);
    expect(cachedIds()).toHaveLength(count);
  });
});
