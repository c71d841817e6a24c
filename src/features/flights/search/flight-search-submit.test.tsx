import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { completeFlightSearchForm } from '../../../../mocks/flight-handlers';
import { replayed } from '../../../../mocks/recorded/replay';
import { server } from '../../../../mocks/server';
import {
  registerFlightsStrings,
  renderSearchForm,
  searchButton,
  untilReal,
} from '@/testing/flights';

jest.setTimeout(20_000);
beforeAll(registerFlightsStrings);

/** Holds flight searches until released; records each request. */
function holdFlightSearches() {
  const requests: Request[] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get('*/api/shopping/flight-offers/', async ({ request }) => {
      requests.push(request);
      await gate;
      return replayed('flights', request);
    }),
  );
  return { requests, release };
}

const form = completeFlightSearchForm({
  passengers: { adults: 2, children: 1 },
  cabinClass: 'BUSINESS',
});

describe('searching (§4)', () => {
  it('disables the button while searching, then goes to /flights with the search in the URL and the state', async () => {
    const held = holdFlightSearches();
    const { user, router } = renderSearchForm({ form });
    // A second submission, even one that lands before the button is disabled, is blocked.
    await user.dblClick(searchButton());
    expect(searchButton()).toBeDisabled();
    expect(searchButton()).toHaveTextContent('Searching…');
    await untilReal(() => expect(held.requests).toHaveLength(1));
    expect(new URL(held.requests[0]!.url).search).toBe(
      '?originLocationCode=DXB&destinationLocationCode=CDG&departureDate=2026-12-15&adults=2&children=1&travelClass=BUSINESS&page=1&page_size=10',
    );

    held.release();
    await untilReal(() => expect(router.state.location.pathname).toBe('/flights'));
    const { location } = router.state;
    expect(location.search).toBe(
      '?originLocationCode=DXB&destinationLocationCode=CDG&departureDate=2026-12-15&adults=2&children=1&travelClass=BUSINESS',
    );
    const state = location.state as Record<string, unknown>;
    expect(state.searchParams).toEqual({
      originLocationCode: 'DXB',
      destinationLocationCode: 'CDG',
      departureDate: '2026-12-15',
      adults: 2,
      children: 1,
      travelClass: 'BUSINESS',
    });
    expect(state.searchData).toEqual(form);
    expect((state.results as { id: string }[]).map((offer) => offer.id)).toHaveLength(10);
    expect(held.requests).toHaveLength(1);
  });

  it('sends the return date of a round trip', async () => {
    const held = holdFlightSearches();
    const { user, router } = renderSearchForm({
      form: completeFlightSearchForm({ tripType: 'round-trip', returnDate: '2026-12-23' }),
    });
    await user.click(searchButton());
    held.release();
    await untilReal(() => expect(router.state.location.pathname).toBe('/flights'));
    expect(router.state.location.search).toContain('&returnDate=2026-12-23&');
  });

  it('says the search failed when the server fails, and stays', async () => {
    server.use(
      http.get('*/api/shopping/flight-offers/', () =>
        HttpResponse.json({ detail: 'Internal server error' }, { status: 500 }),
      ),
    );
    const { user, router } = renderSearchForm({ form });
    await user.click(searchButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Search failed. Please try again.');
    expect(router.state.location.pathname).toBe('/');
    expect(searchButton()).toBeEnabled();
  });

  it('says the same when the network fails', async () => {
    server.use(http.get('*/api/shopping/flight-offers/', () => HttpResponse.error()));
    const { user } = renderSearchForm({ form });
    await user.click(searchButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Search failed. Please try again.');
  });

  it('aborts a running search, silently, when the form changes under it', async () => {
    const held = holdFlightSearches();
    const { user, router } = renderSearchForm({ form });
    await user.click(searchButton());
    await untilReal(() => expect(held.requests).toHaveLength(1));
    await user.click(screen.getByRole('radio', { name: 'Round trip' }));
    await untilReal(() => expect(held.requests[0]!.signal.aborted).toBe(true));
    held.release();
    expect(searchButton()).toBeEnabled();
    expect(searchButton()).toHaveTextContent('Search Flights');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('aborts a running search when the form goes away', async () => {
    const held = holdFlightSearches();
    const { user, unmount } = renderSearchForm({ form });
    await user.click(searchButton());
    await untilReal(() => expect(held.requests).toHaveLength(1));
    unmount();
    await untilReal(() => expect(held.requests[0]!.signal.aborted).toBe(true));
    held.release();
  });
});
