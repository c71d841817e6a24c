import { screen, within } from '@testing-library/react';

import { recordedOffersPage, withoutPlaceNames } from '../../../../mocks/flight-handlers';
import { LHR_IST, QR_ROUND_TRIP, TODAYS_SEARCH } from '../../../../mocks/recorded/flight-requests';
import { LAST_FLIGHT_SEARCH_KEY, saveLastSearch } from '../model/last-search-cache';
import { openFlightScreen, recordRequests, registerFlightsStrings } from '@/testing/flights';
import { server } from '../../../../mocks/server';

jest.setTimeout(20_000);
beforeAll(registerFlightsStrings);
afterEach(() => server.events.removeAllListeners());

// An offer the real server found (mocks/recorded/flights.json): Qatar Airways' cheapest round
// trip DXB → LHR through DOH, out on 15 December (QR 1938 at 07:05, QR 957 on at 12:45) and back
// on 23 December (QR 958, QR 1939), two checked bags, $1,244.46.
const roundTrip = recordedOffersPage(`${QR_ROUND_TRIP}&page=1&page_size=10`).results[0]!;

describe('/flight-details/{id} (§2, §7, §8)', () => {
  it('shows the flight from the last search, without a network call', async () => {
    const requests = recordRequests(server);
    const found = recordedOffersPage(`${LHR_IST}&page=1&page_size=10`).results.slice(0, 2);
    saveLastSearch([...found, roundTrip]);
    await openFlightScreen(`/flight-details/${roundTrip.id}`);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Dubai (DXB) to London (LHR)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Qatar Airways · QR 1938 · QR 957 · QR 958 · QR 1939'),
    ).toBeInTheDocument();
    // The recorded Qatar Airways round trip: Dubai and Doha share a clock, so QR 1938 lands at the
    // minute it left.
    const outbound = screen.getByRole('region', { name: 'Outbound' });
    expect(outbound).toHaveTextContent('Tue, Dec 15');
    expect(outbound).toHaveTextContent('07:05DXB13h 20m1 Stop16:25LHR');
    const stops = within(outbound).getAllByRole('listitem');
    expect(stops).toHaveLength(3);
    expect(stops[0]).toHaveTextContent(
      '07:05Dubai (DXB)Dubai International AirportTue, Dec 15, 2026 · Terminal 1',
    );
    expect(stops[0]).toHaveTextContent(
      'Qatar Airways · QR 1938 · Aircraft 7M8 · Cabin: Economy · Flight time 1h 0m',
    );
    expect(stops[0]).toHaveTextContent(
      '07:05Doha (DOH)Doha International AirportTue, Dec 15, 2026 · Terminal 1',
    );
    expect(stops[1]).toHaveTextContent('Layover in Doha (DOH): 5h 40m');
    expect(stops[2]).toHaveTextContent('12:45Doha (DOH)');
    expect(stops[2]).toHaveTextContent('16:25London (LHR)London Heathrow Airport');
    expect(screen.getByRole('region', { name: 'Return' })).toHaveTextContent('Wed, Dec 23');

    // Its recorded price: base $893.44, total $1,244.46.
    const price = screen.getByRole('heading', { name: 'Price' }).parentElement!;
    expect(price).toHaveTextContent('Base fare$893');
    expect(price).toHaveTextContent('Taxes and fees$351');
    expect(price).toHaveTextContent('Total for 1 traveller$1,244');
    expect(price).toHaveTextContent('Taxes and fees include Safar’s service fee.');
    expect(price).toHaveTextContent('2 checked bags');
    expect(requests).toEqual([]);
  });

  it('books the flight with it in state', async () => {
    saveLastSearch([roundTrip]);
    const { user, router } = await openFlightScreen(`/flight-details/${roundTrip.id}`);
    await user.click(screen.getByRole('link', { name: 'Book Flight' }));
    expect(router.state.location.pathname).toBe('/flight-booking');
    expect(router.state.location.state).toEqual({ flight: roundTrip });
  });

  it('goes back to the results it came from', async () => {
    saveLastSearch([roundTrip]);
    const search = `?${QR_ROUND_TRIP}`;
    await openFlightScreen(`/flight-details/${roundTrip.id}`, { state: { resultsSearch: search } });
    expect(screen.getByRole('link', { name: 'Back to Flights' })).toHaveAttribute(
      'href',
      `/flights${search}`,
    );
  });

  it('names an airline outside the §9 list as the results did', async () => {
    // The recorded cheapest of today's DXB → CDG: Pegasus' PC 156 to Sabiha Gökçen, then PC 451.
    const pegasus = recordedOffersPage(`${TODAYS_SEARCH}&page=1&page_size=10`).results[0]!;
    saveLastSearch([pegasus]);
    await openFlightScreen(`/flight-details/${pegasus.id}`, {
      state: { airlineNames: { PC: 'Pegasus Airlines', bad: 7 } },
    });
    expect(screen.getByText('Pegasus Airlines · PC 156 · PC 451')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Itinerary' })).toHaveTextContent(
      'Pegasus Airlines · PC 156 · Aircraft 738',
    );
  });

  it('shows an offer cached before the server named places by its codes', async () => {
    saveLastSearch([withoutPlaceNames(roundTrip)]);
    await openFlightScreen(`/flight-details/${roundTrip.id}`);
    expect(screen.getByRole('heading', { level: 1, name: 'DXB to LHR' })).toBeInTheDocument();
    const stops = within(screen.getByRole('region', { name: 'Outbound' })).getAllByRole('listitem');
    expect(stops[0]).toHaveTextContent('07:05DXBTue, Dec 15, 2026 · Terminal 1');
    expect(stops[1]).toHaveTextContent('Layover in DOH: 5h 40m');
  });

  it('says when the id is not in the last search', async () => {
    saveLastSearch([roundTrip]);
    await openFlightScreen('/flight-details/offer-404');
    expect(
      screen.getByText('No flight found for this ID. Please search again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Flights' })).toHaveAttribute(
      'href',
      '/flights',
    );
  });

  it('says the same when there was no search yet', async () => {
    await openFlightScreen(`/flight-details/${roundTrip.id}`);
    expect(
      screen.getByText('No flight found for this ID. Please search again.'),
    ).toBeInTheDocument();
  });

  it('says the cache failed when it is corrupt, and drops it', async () => {
    window.localStorage.setItem(LAST_FLIGHT_SEARCH_KEY, `[{"id": "${roundTrip.id}", `);
    await openFlightScreen(`/flight-details/${roundTrip.id}`);
    expect(screen.getByText('Failed to load flight details from cache.')).toBeInTheDocument();
    expect(window.localStorage.getItem(LAST_FLIGHT_SEARCH_KEY)).toBeNull();
  });

  it('reads right to left in Arabic', async () => {
    saveLastSearch([roundTrip]);
    await openFlightScreen(`/flight-details/${roundTrip.id}`, { language: 'ar' });
    // The cities and airports in Arabic, each code kept left-to-right.
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'من دبي (\u2066DXB\u2069) إلى لندن (\u2066LHR\u2069)',
      }),
    ).toBeInTheDocument();
    const outbound = screen.getByRole('region', { name: 'الذهاب' });
    expect(outbound).toHaveTextContent('١٣ س ٢٠ د');
    expect(outbound).toHaveTextContent('توقف واحد');
    const stops = within(outbound).getAllByRole('listitem');
    expect(stops[0]).toHaveTextContent('دبي (\u2066DXB\u2069)مطار دبي الدولي');
    expect(stops[0]).toHaveTextContent('الدوحة (\u2066DOH\u2069)مطار حمد الدولي');
    expect(stops[1]).toHaveTextContent('توقف في الدوحة (\u2066DOH\u2069): ٥ س ٤٠ د');
    expect(stops[2]).toHaveTextContent('لندن (\u2066LHR\u2069)مطار لندن هيثرو');
    expect(screen.getByRole('link', { name: 'احجز الرحلة' })).toBeInTheDocument();
    expect(screen.getByText(/حقيبتان مسجلتان/)).toBeInTheDocument();
  });
});
