import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { recordedBody } from '../../../../mocks/recorded/replay';
import { server } from '../../../../mocks/server';
import type { FlightDates } from '../api/flight-types';
import { addDaysIso, todayIso } from '@/lib/iso-date';

import { openFlightScreen, registerFlightsStrings } from '@/testing/flights';

// The results page's date strip: the cheapest fare three days either side, each day a search.
jest.setTimeout(30_000);
beforeAll(registerFlightsStrings);

const departure = addDaysIso(todayIso(), 30);
const route = (date: string, extra = '') =>
  `/flights?originLocationCode=DXB&destinationLocationCode=LHR&departureDate=${date}&adults=1${extra}`;

async function openStrip(date = departure, extra = '') {
  const view = await openFlightScreen(route(date, extra));
  const strip = await screen.findByRole(
    'navigation',
    { name: 'Nearby dates' },
    { timeout: 10_000 },
  );
  await within(strip).findAllByText(/\$/, {}, { timeout: 10_000 });
  return { ...view, strip };
}

it('shows seven days around the search with their cheapest fares, the searched one current', async () => {
  const { strip } = await openStrip();
  const days = within(strip).getAllByRole('button');
  expect(days).toHaveLength(7);
  expect(days[3]).toHaveAttribute('aria-current', 'date');
  // Named by what it shows first (WCAG 2.5.3 Label in Name), then the lowest said in words.
  const { dates } = recordedBody<FlightDates>(
    'flights',
    'GET',
    `/api/shopping/flight-dates/${route(departure).slice('/flights'.length)}&from=${addDaysIso(departure, -3)}&to=${addDaysIso(departure, 3)}`,
  );
  const fares = dates.map((date) => Math.round(Number(date.cheapest)));
  const lowest = fares.indexOf(Math.min(...fares));
  days.forEach((day, index) => {
    const said = index === lowest ? ' the lowest of these dates' : '';
    expect(day).toHaveAccessibleName(
      new RegExp(`^\\w{3}, \\w{3} \\d{1,2} \\$${fares[index]}${said}$`),
    );
  });
});

it('searches another day when one is chosen, keeping a round trip’s length', async () => {
  const back = addDaysIso(departure, 7);
  const { strip, router, user } = await openStrip(departure, `&returnDate=${back}`);
  await user.click(within(strip).getAllByRole('button')[5]!);
  const params = new URLSearchParams(router.state.location.search);
  expect(params.get('departureDate')).toBe(addDaysIso(departure, 2));
  expect(params.get('returnDate')).toBe(addDaysIso(departure, 9));
});

it('cannot choose a day that has passed', async () => {
  const { strip } = await openStrip(addDaysIso(todayIso(), 1));
  const days = within(strip).getAllByRole('button');
  expect(days[0]).toBeDisabled();
  expect(days[0]).toHaveAccessibleName(/no flights to book$/);
  expect(days[2]).toBeEnabled();
});

it('says so quietly when the nearby prices cannot be loaded, and the results still show', async () => {
  server.use(
    http.get('*/api/shopping/flight-dates/', () =>
      HttpResponse.json({ detail: 'Down' }, { status: 503 }),
    ),
  );
  await openFlightScreen(route(departure));
  expect(
    await screen.findByText(
      'Prices for nearby dates could not be loaded.',
      {},
      { timeout: 15_000 },
    ),
  ).toBeInTheDocument();
  expect(await screen.findAllByRole('article', {}, { timeout: 10_000 })).not.toHaveLength(0);
});
