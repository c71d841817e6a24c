import { act, screen, within } from '@testing-library/react';

import { airport, completeFlightSearchForm } from '../../../../mocks/flight-handlers';
import { recordedBody } from '../../../../mocks/recorded/replay';
import type { FlightDates } from '../api/flight-types';
import { server } from '../../../../mocks/server';
import { digitsToggled } from '@/features/preferences/preferences-slice';
import { todayIso } from '@/lib/iso-date';
import {
  airportInput,
  registerFlightsStrings,
  renderSearchForm,
  untilReal,
} from '@/testing/flights';

// The search form's trip type and dates, and its calendar's fares; the fields and airports are in
// flight-search-form.test.tsx.
jest.setTimeout(20_000);
beforeAll(registerFlightsStrings);

/** The days of the month a calendar shows, by number (filler cells left out). */
const monthDays = (calendar: HTMLElement) =>
  new Map(
    within(calendar)
      .getAllByRole('gridcell')
      .filter((cell) => cell.textContent)
      .map((cell) => [Number(cell.textContent), cell] as const),
  );

afterEach(() => server.events.removeAllListeners());

describe('swap, trip type and dates (§4, §5)', () => {
  it('swaps the airports', async () => {
    const { user, store } = renderSearchForm({ form: completeFlightSearchForm() });
    await user.click(screen.getByRole('button', { name: 'Swap origin and destination' }));
    expect(airportInput('From')).toHaveValue('Paris Charles de Gaulle Airport (CDG)');
    expect(airportInput('To')).toHaveValue('Dubai International Airport (DXB)');
    expect(store.getState().flightSearch).toMatchObject({
      origin: airport('CDG'),
      destination: airport('DXB'),
    });
  });

  it('swaps an empty field too', async () => {
    const { user, store } = renderSearchForm({
      form: completeFlightSearchForm({ destination: null }),
    });
    await user.click(screen.getByRole('button', { name: 'Swap origin and destination' }));
    expect(airportInput('From')).toHaveValue('');
    expect(airportInput('To')).toHaveValue('Dubai International Airport (DXB)');
    expect(store.getState().flightSearch.origin).toBeNull();
  });

  it('hides and clears the return date on one-way', async () => {
    const { user, store } = renderSearchForm({
      form: completeFlightSearchForm({ tripType: 'round-trip', returnDate: '2026-12-23' }),
    });
    expect(screen.getByRole('combobox', { name: 'Return date' })).toHaveValue('Wed, Dec 23, 2026');
    await user.click(screen.getByRole('radio', { name: 'One-way' }));
    expect(screen.queryByRole('combobox', { name: 'Return date' })).not.toBeInTheDocument();
    expect(store.getState().flightSearch).toMatchObject({ tripType: 'one-way', returnDate: null });
    await user.click(screen.getByRole('radio', { name: 'Round trip' }));
    expect(screen.getByRole('combobox', { name: 'Return date' })).toHaveValue('');
  });

  it('offers no day before today', async () => {
    const today = todayIso();
    const { user, store } = renderSearchForm({
      form: completeFlightSearchForm({ departureDate: null }),
    });
    await user.click(screen.getByRole('combobox', { name: 'Departure date' }));
    const dialog = screen.getByRole('dialog', { name: 'Departure date' });
    const days = monthDays(await within(dialog).findByRole('grid'));
    for (const [day, button] of days) {
      if (day < Number(today.slice(8))) expect(button).toBeDisabled();
      else expect(button).toBeEnabled();
    }
    await user.click(days.get(Number(today.slice(8)))!);
    expect(store.getState().flightSearch.departureDate).toBe(today);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Departure date' })).toHaveFocus();
  });

  it('offers no return day before the departure', async () => {
    const next = new Date();
    next.setDate(1);
    next.setMonth(next.getMonth() + 1);
    const departure = `${todayIso(next).slice(0, 8)}15`;
    const { user, store } = renderSearchForm({
      form: completeFlightSearchForm({ tripType: 'round-trip', departureDate: departure }),
    });
    act(() => screen.getByRole('combobox', { name: 'Return date' }).focus());
    await user.keyboard('{Enter}');
    const days = monthDays(
      await within(screen.getByRole('dialog', { name: 'Return date' })).findByRole('grid'),
    );
    for (const [day, button] of days) {
      if (day < 15) expect(button).toBeDisabled();
      else expect(button).toBeEnabled();
    }
    await user.click(days.get(20)!);
    expect(store.getState().flightSearch.returnDate).toBe(`${departure.slice(0, 8)}20`);
    expect(
      (screen.getByRole('combobox', { name: 'Return date' }) as HTMLInputElement).value,
    ).toMatch(/ 20, \d{4}$/);
  });
});

/** The fare the server gave a day, in the month the calendar asked for (DXB → CDG, from today). */
function fareOn(date: string, from: string, to: string) {
  const { dates } = recordedBody<FlightDates>(
    'flights',
    'GET',
    `/api/shopping/flight-dates/?originLocationCode=DXB&destinationLocationCode=CDG&departureDate=${from}&adults=1&travelClass=ECONOMY&from=${from}&to=${to}`,
  );
  return Math.round(Number(dates.find((day) => day.departureDate === date)!.cheapest));
}

describe('departure calendar: fares and the Hijri date (issue 12)', () => {
  it('shows the lowest fare of each day from the engine, month by month, once both airports are chosen', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/shopping/flight-dates/') {
        asked.push(`${url.searchParams.get('from')}..${url.searchParams.get('to')}`);
      }
    });
    const today = todayIso();
    const { user } = renderSearchForm({ form: completeFlightSearchForm({ departureDate: null }) });
    await user.click(screen.getByRole('combobox', { name: 'Departure date' }));
    const dialog = screen.getByRole('dialog', { name: 'Departure date' });
    const todayCell = monthDays(await within(dialog).findByRole('grid')).get(
      Number(today.slice(8)),
    )!;
    // Each day's fare as the server priced it, rounded.
    await untilReal(() =>
      expect(todayCell).toHaveAccessibleDescription(
        new RegExp(`^${fareOn(today, today, `${today.slice(0, 8)}31`)} Lowest fare on each day`),
      ),
    );
    expect(
      within(dialog).getByText('Lowest fare on each day for your party, in USD'),
    ).toBeVisible();
    expect(asked[0]).toMatch(new RegExp(`^${today}\\.\\.${today.slice(0, 8)}\\d\\d$`));

    await user.click(within(dialog).getByRole('button', { name: 'Next month' }));
    await untilReal(() => expect(asked).toHaveLength(2));
    const nextMonth = asked[1]!.slice(0, 10);
    expect(nextMonth.slice(8)).toBe('01');
    const first = await untilReal(() => {
      const cell = monthDays(within(dialog).getByRole('grid')).get(1)!;
      expect(cell).toHaveAccessibleDescription(
        new RegExp(`^${fareOn(nextMonth, nextMonth, asked[1]!.slice(12))} `),
      );
      return cell;
    });
    expect(first).toBeEnabled();
  });

  it('shows no fares before the route is known', async () => {
    const { user } = renderSearchForm({
      form: completeFlightSearchForm({ destination: null, departureDate: null }),
    });
    await user.click(screen.getByRole('combobox', { name: 'Departure date' }));
    const dialog = screen.getByRole('dialog', { name: 'Departure date' });
    await within(dialog).findByRole('grid');
    expect(within(dialog).queryByText(/Lowest fare/)).not.toBeInTheDocument();
  });

  it('gives the chosen day in the Hijri calendar too, in Arabic, in the digits the traveller chose', async () => {
    const { user, store } = renderSearchForm({
      form: completeFlightSearchForm({ departureDate: '2026-12-20' }),
      language: 'ar',
    });
    const field = screen.getByRole('combobox', { name: 'تاريخ المغادرة' });
    expect(field).toHaveAccessibleDescription('١١ رجب ١٤٤٨ هـ');
    act(() => {
      store.dispatch(digitsToggled());
    });
    await untilReal(() => expect(field).toHaveAccessibleDescription('11 رجب 1448 هـ'));
    await user.click(field);
    const dialog = screen.getByRole('dialog', { name: 'تاريخ المغادرة' });
    expect(await within(dialog).findByText(/رجب 1448 هـ/)).toBeVisible();
    expect(within(dialog).getByRole('gridcell', { name: '20' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
