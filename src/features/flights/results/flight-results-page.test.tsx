import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import {
  airport,
  flightOffersPage,
  makeFlightOffer,
  offersFor,
} from '../../../../mocks/flight-handlers';
import { server } from '../../../../mocks/server';
import { FLIGHT_SEARCH_PROBLEMS } from '@server/modules/flights/constants.ts';
import { withoutIsolates } from '@/lib/bidi';
import { LAST_FLIGHT_SEARCH_KEY } from '../model/last-search-cache';
import { defaultDepartureDate } from '../api/search-params';
import {
  openFlightScreen,
  recordRequests,
  registerFlightsStrings,
  untilReal,
} from '@/testing/flights';

jest.setTimeout(20_000);
beforeAll(registerFlightsStrings);
afterEach(() => server.events.removeAllListeners());

const SEARCH =
  '?originLocationCode=LHR&destinationLocationCode=IST&departureDate=2099-12-01&adults=2';
const OFFERS_PATH = '/api/shopping/flight-offers/';
const PEGASUS = {
  carrier: 'PC',
  number: 156,
  origin: 'LHR',
  destination: 'IST',
  departureAt: '2099-12-01T19:30:00',
  minutes: 250,
  price: 289.19,
};
const offerRequests = (requests: string[]) =>
  requests
    .filter((request) => request.startsWith(OFFERS_PATH))
    .map((request) => request.slice(OFFERS_PATH.length));

const cards = () =>
  within(screen.getByRole('list', { name: 'Flight offers' })).getAllByRole('article');
const findCards = () => untilReal(() => cards());
const findArabicCards = () =>
  untilReal(() =>
    within(screen.getByRole('list', { name: 'عروض الرحلات' })).getAllByRole('article'),
  );
const cachedIds = () =>
  (JSON.parse(window.localStorage.getItem(LAST_FLIGHT_SEARCH_KEY) ?? '[]') as { id: string }[]).map(
    (offer) => offer.id,
  );

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
          departureDate: '2099-12-01',
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
          departureDate: '2099-12-01',
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
          departureDate: '2099-12-01',
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
    expect(await findCards()).toHaveLength(10);
    expect(screen.getByText('Showing 10 of 14 flights')).toBeInTheDocument();
    expect(cachedIds()).toEqual(
      offersFor(new URLSearchParams())
        .slice(0, 10)
        .map((offer) => offer.id),
    );
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
          : HttpResponse.json(flightOffersPage(request)),
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
    expect(await findCards()).toHaveLength(10);
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
    const requests = recordRequests(server);
    const { user } = await openFlightScreen(`/flights${SEARCH}`);
    await findCards();
    await user.click(screen.getByRole('button', { name: 'Load More Flights' }));
    await untilReal(() => expect(cards()).toHaveLength(14));
    expect(cards()[0]).toHaveAccessibleName(/^Emirates/);
    expect(screen.queryByRole('button', { name: 'Load More Flights' })).not.toBeInTheDocument();
    expect(offerRequests(requests)).toEqual([
      `${SEARCH}&page=1&page_size=10`,
      `${SEARCH}&page=2&page_size=10`,
    ]);
    expect(cachedIds()).toHaveLength(14);
  });
});

describe('/flights: filters (§2, §4)', () => {
  it('lists the airlines of the answer, with their counts', async () => {
    await openFlightScreen(`/flights${SEARCH}`);
    await findCards();
    const airlines = screen.getByRole('group', { name: 'Airlines' });
    expect(
      within(airlines)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual([
      'Emirates (4)',
      'Air France (2)',
      'Qatar Airways (2)',
      'Turkish Airlines (2)',
      'Lufthansa (2)',
      'Etihad Airways (2)',
    ]);
    const stops = screen.getByRole('group', { name: 'Stops' });
    expect(within(stops).getByRole('checkbox', { name: 'Direct (9)' })).toBeInTheDocument();
    expect(within(stops).getByRole('checkbox', { name: '1 Stop (5)' })).toBeInTheDocument();
  });

  it('names airlines outside the §9 list as the answer does', async () => {
    server.use(
      http.get(`*${OFFERS_PATH}`, () =>
        HttpResponse.json({
          count: 1,
          next: null,
          previous: null,
          results: [makeFlightOffer({ ...PEGASUS, id: 'pc-1' })],
          facets: {
            airlines: [{ code: 'PC', name: 'Pegasus Airlines', count: 1, minPrice: '289.19' }],
            price: { min: '289.19', max: '289.19', currency: 'USD' },
            stops: [{ stops: 0, count: 1 }],
          },
        }),
      ),
    );
    await openFlightScreen(`/flights${SEARCH}`);
    const [card] = await findCards();
    expect(card).toHaveAccessibleName('Pegasus Airlines, LHR to IST, $289');
    expect(screen.getByRole('checkbox', { name: 'Pegasus Airlines (1)' })).toBeInTheDocument();
  });

  it('names them in Arabic in Arabic, on the card, in the filters and on the details page', async () => {
    const pegasus = { code: 'PC', name: 'Pegasus Airlines', nameAr: 'طيران بيغاسوس' };
    server.use(
      http.get(`*${OFFERS_PATH}`, () =>
        HttpResponse.json({
          count: 1,
          next: null,
          previous: null,
          results: [makeFlightOffer({ ...PEGASUS, id: 'pc-1' })],
          facets: {
            airlines: [{ ...pegasus, count: 1, minPrice: '289.19' }],
            price: { min: '289.19', max: '289.19', currency: 'USD' },
            stops: [{ stops: 0, count: 1 }],
          },
        }),
      ),
    );
    const { user } = await openFlightScreen(`/flights${SEARCH}`, { language: 'ar' });
    const [card] = await findArabicCards();
    expect(card).toHaveAccessibleName(/^طيران بيغاسوس، /);
    expect(screen.getByRole('checkbox', { name: /^طيران بيغاسوس / })).toBeInTheDocument();
    await user.click(within(card!).getByRole('link', { name: 'التفاصيل' }));
    expect(await screen.findByRole('region', { name: 'خط سير الرحلة' })).toHaveTextContent(
      'طيران بيغاسوس',
    );
  });

  it('falls back to the spec’s airlines when the answer has no facets', async () => {
    server.use(
      http.get(`*${OFFERS_PATH}`, ({ request }) =>
        HttpResponse.json(flightOffersPage(request).results),
      ),
    );
    await openFlightScreen(`/flights${SEARCH}`);
    await findCards();
    const airlines = screen.getByRole('group', { name: 'Airlines' });
    expect(
      within(airlines)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual([
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
    await untilReal(() => expect(cards()).toHaveLength(14));

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Duration: shortest first' }));
    await user.click(screen.getByRole('radio', { name: 'Business' }));
    await user.click(screen.getByRole('checkbox', { name: 'Emirates (4)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Direct (9)' }));
    await user.click(screen.getByRole('radio', { name: 'Checked bag included' }));
    expect(offerRequests(requests)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));

    const filtered = `${SEARCH}&travelClass=BUSINESS&sort_by=duration&baggage=included&stops=0&airlines=EK`;
    await untilReal(() => expect(cards()).toHaveLength(1));
    expect(offerRequests(requests)[2]).toBe(`${filtered}&page=1&page_size=10`);
    expect(router.state.location.search).toBe(filtered);
    expect(screen.getByText('Showing 1 of 1 flight')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Business' })).toBeChecked();
    expect(cachedIds()).toEqual(['offer-1']);
  });
});

describe('/flights: actions', () => {
  it('refreshes from the first page', async () => {
    const requests = recordRequests(server);
    const { user } = await openFlightScreen(`/flights${SEARCH}`);
    await findCards();
    await user.click(screen.getByRole('button', { name: 'Load More Flights' }));
    await untilReal(() => expect(cards()).toHaveLength(14));
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
      flight: offersFor(new URLSearchParams(SEARCH))[0],
    });
  });

  it('opens the details from the cache, without asking the server, and comes back', async () => {
    const requests = recordRequests(server);
    const { user, router } = await openFlightScreen(`/flights${SEARCH}`);
    const [first] = await findCards();
    await user.click(within(first!).getByRole('link', { name: 'Details' }));
    expect(router.state.location.pathname).toBe('/flight-details/offer-1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'London (LHR) to Istanbul (IST)' }),
    ).toBeInTheDocument();
    expect(offerRequests(requests)).toHaveLength(1);

    await user.click(screen.getByRole('link', { name: 'Back to Flights' }));
    expect(router.state.location.search).toBe(SEARCH);
    expect(await findCards()).toHaveLength(10);
  });
});
