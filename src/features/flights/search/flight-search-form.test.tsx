import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { airport, completeFlightSearchForm } from '../../../../mocks/flight-handlers';
import { server } from '../../../../mocks/server';
import { i18n } from '@/i18n/i18n';
import { withoutIsolates } from '@/lib/bidi';
import {
  airportInput,
  registerFlightsStrings,
  renderSearchForm,
  searchButton,
  untilReal,
} from '@/testing/flights';

// The search form's fields and airports; its trip type, dates and calendar are in
// flight-search-dates.test.tsx.
jest.setTimeout(20_000);
beforeAll(registerFlightsStrings);

/** Records each airport search the form sends. */
function captureLocationSearches() {
  const keywords: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/locations/search/') {
      keywords.push(`${url.searchParams.get('keyword')}|${url.searchParams.get('subType')}`);
    }
  });
  return keywords;
}
afterEach(() => server.events.removeAllListeners());

describe('flight search form: fields and defaults (§2, §3)', () => {
  it('has every field, with round trip, Economy and one adult to start', () => {
    renderSearchForm();
    expect(screen.getByRole('form', { name: 'Search flights' })).toBeInTheDocument();
    expect(airportInput('From')).toHaveValue('');
    expect(airportInput('To')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Round trip' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'One-way' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Departure date' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Return date' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Cabin class' })).toHaveTextContent('Economy');
    expect(screen.getByRole('combobox', { name: 'Passengers' })).toHaveValue('1 Adult, 0 Children');
    expect(screen.getByRole('button', { name: 'Use my location' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Swap origin and destination' })).toBeInTheDocument();
    expect(searchButton()).toBeEnabled();
  });

  it('offers the four cabins by their §9 names', async () => {
    const { user, store } = renderSearchForm();
    await user.click(screen.getByRole('combobox', { name: 'Cabin class' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Economy',
      'Premium Economy',
      'Business',
      'First Class',
    ]);
    await user.click(screen.getByRole('option', { name: 'Business' }));
    expect(store.getState().flightSearch.cabinClass).toBe('BUSINESS');
  });

  it('says which fields are missing in an inline alert and sends nothing (§5)', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(request.url));
    const alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => {});
    const { user, router } = renderSearchForm({
      form: completeFlightSearchForm({ destination: null }),
    });
    await user.click(searchButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    // The field to fix says so, and has the focus.
    const destination = screen.getByRole('combobox', { name: 'To' });
    expect(destination).toHaveAttribute('aria-invalid', 'true');
    expect(destination).toHaveAccessibleDescription('Choose the airport you fly to');
    expect(destination).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveAttribute('aria-invalid', 'false');
    expect(alertSpy).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
    expect(router.state.location.pathname).toBe('/');
    alertSpy.mockRestore();
  });

  it('asks a round trip for its return date too, and lets the alert be dismissed', async () => {
    const { user } = renderSearchForm({
      form: completeFlightSearchForm({ tripType: 'round-trip' }),
    });
    await user.click(searchButton());
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Please fill in all required fields');
    const returnDate = screen.getByRole('combobox', { name: 'Return date' });
    expect(returnDate).toHaveAccessibleDescription('Choose a return date');
    expect(returnDate).toHaveFocus();
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses the same airport at both ends', async () => {
    const { user } = renderSearchForm({
      form: completeFlightSearchForm({ destination: airport('DXB') }),
    });
    await user.click(searchButton());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please choose a destination different from the origin.',
    );
  });
});

describe('airport fields (§4, §5, §8)', () => {
  beforeEach(() =>
    jest.useFakeTimers({
      doNotFake: ['queueMicrotask', 'setImmediate', 'nextTick', 'requestAnimationFrame'],
    }),
  );
  afterEach(() => jest.useRealTimers());
  const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

  it('asks for suggestions from 3 characters, 300 ms after the last keystroke', async () => {
    const keywords = captureLocationSearches();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderSearchForm({ user });
    await user.type(airportInput('From'), 'Du');
    await advance(1000);
    expect(keywords).toEqual([]);
    expect(await screen.findByRole('presentation')).toHaveTextContent('Type at least 3 characters');

    await user.type(airportInput('From'), 'b');
    await advance(299);
    expect(keywords).toEqual([]);
    await advance(1);
    await untilReal(() => expect(keywords).toEqual(['Dub|AIRPORT']));
    const listbox = await untilReal(() => screen.getByRole('listbox'));
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Dubai International Airport (DXB)Dubai, AE',
      'Dublin Airport (DUB)Dublin, IE',
      'Dubai World Central - Al Maktoum International Airport (DWC)Dubai, AE',
      'Dubuque Regional Airport (DBQ)Dubuque, US',
      'Dubrovnik Airport (DBV)Dubrovnik, HR',
      'Dubbo (DBO)Dubbo, AU',
      'Du Bois-Jefferson County Airport (DUJ)DuBois, US',
    ]);

    // Shorter text clears the suggestions at once.
    await user.type(airportInput('From'), '{Backspace}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByRole('presentation')).toHaveTextContent('Type at least 3 characters');
    await advance(1000);
    expect(keywords).toEqual(['Dub|AIRPORT']);
  });

  it('is filled as "Name (CODE)" from the keyboard', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { store } = renderSearchForm({ user });
    await user.type(airportInput('To'), 'Paris');
    await advance(300);
    await untilReal(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(airportInput('To')).toHaveValue('Paris Orly Airport (ORY)');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(store.getState().flightSearch.destination).toEqual(airport('ORY'));
  });

  it('forgets the chosen airport as soon as the traveller types, keeping the text', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { store } = renderSearchForm({ user, form: completeFlightSearchForm() });
    expect(airportInput('From')).toHaveValue('Dubai International Airport (DXB)');
    const input = airportInput('From') as HTMLInputElement;
    await user.click(input);
    input.setSelectionRange(input.value.length, input.value.length);
    await user.keyboard('{Backspace}');
    expect(store.getState().flightSearch.origin).toBeNull();
    expect(airportInput('From')).toHaveValue('Dubai International Airport (DXB');
  });

  it('suggests and fills airports in Arabic in Arabic, the code kept left-to-right', async () => {
    const keywords = captureLocationSearches();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { store } = renderSearchForm({ user, language: 'ar' });
    const from = screen.getByRole('combobox', { name: 'من' });
    await user.type(from, 'دبي');
    await advance(300);
    await untilReal(() => expect(keywords).toEqual(['دبي|AIRPORT']));
    const listbox = await untilReal(() => screen.getByRole('listbox'));
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => withoutIsolates(option.textContent ?? ''))).toEqual([
      'مطار دبي الدولي (DXB)دبي، AE',
      'مطار آل مكتوم الدولي (DWC)دبي، AE',
    ]);
    // The code is its own left-to-right island in the right-to-left list.
    expect(within(options[0]!).getByText('DXB')).toHaveAttribute('dir', 'ltr');

    // The first suggestion is highlighted: Enter picks it.
    await user.keyboard('{Enter}');
    expect(withoutIsolates((from as HTMLInputElement).value)).toBe('مطار دبي الدولي (DXB)');
    expect((from as HTMLInputElement).value).toBe('مطار دبي الدولي (\u2066DXB\u2069)');
    expect(store.getState().flightSearch.origin).toEqual(airport('DXB'));
  });

  it('shows a chosen airport in the language being read, and follows a change of language', async () => {
    renderSearchForm({
      language: 'ar',
      form: completeFlightSearchForm({ destination: airport('LHR') }),
    });
    const valueOf = (label: string) =>
      withoutIsolates((screen.getByRole('combobox', { name: label }) as HTMLInputElement).value);
    expect(valueOf('من')).toBe('مطار دبي الدولي (DXB)');
    expect(valueOf('إلى')).toBe('مطار لندن هيثرو (LHR)');
    // What the language menu ends in (the preferences feature changes i18next's language).
    await act(() => i18n.changeLanguage('en'));
    await untilReal(() => expect(valueOf('From')).toBe('Dubai International Airport (DXB)'));
    expect(valueOf('To')).toBe('London Heathrow Airport (LHR)');
  });

  it('suggests nothing when the airport search fails', async () => {
    server.use(
      http.get('*/api/locations/search/', () =>
        HttpResponse.json({ detail: 'Internal server error' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderSearchForm({ user });
    await user.type(airportInput('From'), 'Dubai');
    await advance(300);
    await untilReal(() =>
      expect(screen.getByRole('presentation')).toHaveTextContent('No airports found'),
    );
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });
});
