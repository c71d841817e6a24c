import { screen, within } from '@testing-library/react';

import { makeFlightOffer } from '../../../../mocks/flight-fixtures';
import { recordedOffersPage, withoutPlaceNames } from '../../../../mocks/flight-handlers';
import { LHR_IST } from '../../../../mocks/recorded/flight-requests';
import { LAST_FLIGHT_SEARCH_KEY, saveLastSearch } from '../model/last-search-cache';
import { openFlightScreen, recordRequests, registerFlightsStrings } from '@/testing/flights';
import { server } from '../../../../mocks/server';

jest.setTimeout(20_000);
beforeAll(registerFlightsStrings);
afterEach(() => server.events.removeAllListeners());

// DXB → LHR through DOH, out on 1 December and back on 9 December.
const roundTrip = makeFlightOffer({
  id: 'qr-round-trip',
  carrier: 'QR',
  number: 1001,
  origin: 'DXB',
  destination: 'LHR',
  departureAt: '2099-12-01T22:40:00',
  minutes: 565,
  via: 'DOH',
  price: 1234.5,
  bags: 2,
  returnAt: '2099-12-09T08:15:00',
});

describe('/flight-details/{id} (§2, §7, §8)', () => {
  it('shows the flight from the last search, without a network call', async () => {
    const requests = recordRequests(server);
    const found = recordedOffersPage(`${LHR_IST}&page=1&page_size=10`).results.slice(0, 2);
    saveLastSearch([...found, roundTrip]);
    await openFlightScreen('/flight-details/qr-round-trip');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Dubai (DXB) to London (LHR)' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Qatar Airways · QR 1001 · QR 1011 · QR 1002 · QR 1012'),
    ).toBeInTheDocument();
    const outbound = screen.getByRole('region', { name: 'Outbound' });
    expect(outbound).toHaveTextContent('Tue, Dec 1');
    expect(outbound).toHaveTextContent('22:40DXB9h 25m1 Stop08:05+1 dayLHR');
    const stops = within(outbound).getAllByRole('listitem');
    expect(stops).toHaveLength(3);
    expect(stops[0]).toHaveTextContent(
      '22:40Dubai (DXB)Dubai International AirportTue, Dec 1, 2099 · Terminal 3',
    );
    expect(stops[0]).toHaveTextContent(
      'Qatar Airways · QR 1001 · Aircraft 77W · Cabin: Economy · Flight time 3h 46m',
    );
    expect(stops[0]).toHaveTextContent(
      '02:26Doha (DOH)Doha International AirportWed, Dec 2, 2099 · Terminal 1',
    );
    expect(stops[1]).toHaveTextContent('Layover in Doha (DOH): 1h 35m');
    expect(stops[2]).toHaveTextContent('04:01Doha (DOH)');
    expect(stops[2]).toHaveTextContent('08:05London (LHR)London Heathrow Airport');
    expect(screen.getByRole('region', { name: 'Return' })).toHaveTextContent('Wed, Dec 9');

    const price = screen.getByRole('heading', { name: 'Price' }).parentElement!;
    expect(price).toHaveTextContent('Base fare$988');
    expect(price).toHaveTextContent('Taxes and fees$247');
    expect(price).toHaveTextContent('Total for 1 traveller$1,235');
    expect(price).toHaveTextContent('Taxes and fees include Safar’s service fee.');
    expect(price).toHaveTextContent('2 checked bags');
    expect(requests).toEqual([]);
  });

  it('books the flight with it in state', async () => {
    saveLastSearch([roundTrip]);
    const { user, router } = await openFlightScreen('/flight-details/qr-round-trip');
    await user.click(screen.getByRole('link', { name: 'Book Flight' }));
    expect(router.state.location.pathname).toBe('/flight-booking');
    expect(router.state.location.state).toEqual({ flight: roundTrip });
  });

  it('goes back to the results it came from', async () => {
    saveLastSearch([roundTrip]);
    const search =
      '?originLocationCode=DXB&destinationLocationCode=LHR&departureDate=2099-12-01&adults=1';
    await openFlightScreen('/flight-details/qr-round-trip', { state: { resultsSearch: search } });
    expect(screen.getByRole('link', { name: 'Back to Flights' })).toHaveAttribute(
      'href',
      `/flights${search}`,
    );
  });

  it('names an airline outside the §9 list as the results did', async () => {
    const pegasus = makeFlightOffer({
      id: 'pc-1',
      carrier: 'PC',
      number: 156,
      origin: 'DXB',
      destination: 'SAW',
      departureAt: '2099-12-01T19:30:00',
      minutes: 255,
      price: 289.19,
    });
    saveLastSearch([pegasus]);
    await openFlightScreen('/flight-details/pc-1', {
      state: { airlineNames: { PC: 'Pegasus Airlines', bad: 7 } },
    });
    expect(screen.getByText('Pegasus Airlines · PC 156')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Itinerary' })).toHaveTextContent(
      'Pegasus Airlines · PC 156 · Aircraft 77W',
    );
  });

  it('shows an offer cached before the server named places by its codes', async () => {
    saveLastSearch([withoutPlaceNames(roundTrip)]);
    await openFlightScreen('/flight-details/qr-round-trip');
    expect(screen.getByRole('heading', { level: 1, name: 'DXB to LHR' })).toBeInTheDocument();
    const stops = within(screen.getByRole('region', { name: 'Outbound' })).getAllByRole('listitem');
    expect(stops[0]).toHaveTextContent('22:40DXBTue, Dec 1, 2099 · Terminal 3');
    expect(stops[1]).toHaveTextContent('Layover in DOH: 1h 35m');
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
    await openFlightScreen('/flight-details/qr-round-trip');
    expect(
      screen.getByText('No flight found for this ID. Please search again.'),
    ).toBeInTheDocument();
  });

  it('says the cache failed when it is corrupt, and drops it', async () => {
    window.localStorage.setItem(LAST_FLIGHT_SEARCH_KEY, '[{"id": "qr-round-trip", ');
    await openFlightScreen('/flight-details/qr-round-trip');
    expect(screen.getByText('Failed to load flight details from cache.')).toBeInTheDocument();
    expect(window.localStorage.getItem(LAST_FLIGHT_SEARCH_KEY)).toBeNull();
  });

  it('reads right to left in Arabic', async () => {
    saveLastSearch([roundTrip]);
    await openFlightScreen('/flight-details/qr-round-trip', { language: 'ar' });
    // The cities and airports in Arabic, each code kept left-to-right.
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'من دبي (\u2066DXB\u2069) إلى لندن (\u2066LHR\u2069)',
      }),
    ).toBeInTheDocument();
    const outbound = screen.getByRole('region', { name: 'الذهاب' });
    expect(outbound).toHaveTextContent('٩ س ٢٥ د');
    expect(outbound).toHaveTextContent('توقف واحد');
    const stops = within(outbound).getAllByRole('listitem');
    expect(stops[0]).toHaveTextContent('دبي (\u2066DXB\u2069)مطار دبي الدولي');
    expect(stops[0]).toHaveTextContent('الدوحة (\u2066DOH\u2069)مطار حمد الدولي');
    expect(stops[1]).toHaveTextContent('توقف في الدوحة (\u2066DOH\u2069): ١ س ٣٥ د');
    expect(stops[2]).toHaveTextContent('لندن (\u2066LHR\u2069)مطار لندن هيثرو');
    expect(screen.getByRole('link', { name: 'احجز الرحلة' })).toBeInTheDocument();
    expect(screen.getByText(/حقيبتان مسجلتان/)).toBeInTheDocument();
  });
});
