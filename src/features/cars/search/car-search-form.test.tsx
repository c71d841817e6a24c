import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

import { RENTAL_QUERY } from '../../../../mocks/car-fixtures';
import { server } from '../../../../mocks/server';
import { findAllCarCards, openCarScreen, recordRequests } from '@/testing/cars';

afterEach(() => server.events.removeAllListeners());

const original = Object.getOwnPropertyDescriptor(window.navigator, 'geolocation');
afterEach(() => {
  if (original) Object.defineProperty(window.navigator, 'geolocation', original);
  else delete (window.navigator as { geolocation?: unknown }).geolocation;
});

const ROUND_TRIP = (() => {
  const params = new URLSearchParams(RENTAL_QUERY);
  params.delete('dropoffLocation');
  return params.toString();
})();
const PICKUP_DATE = new URLSearchParams(RENTAL_QUERY).get('pickupDate')!;

const searches = (requests: string[]) =>
  requests.filter((path) => path.startsWith('/api/cars/search/'));
const searchButton = () => screen.getByRole('button', { name: 'Search Cars' });
const location = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) });

async function chooseBranch(user: UserEvent, field: string, typed: string, option: RegExp) {
  await user.clear(location(field));
  await user.type(location(field), typed);
  await user.click(await screen.findByRole('option', { name: option }));
}

async function chooseTime(user: UserEvent, label: string, time: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(screen.getByRole('option', { name: time }));
}

describe('the /cars search form', () => {
  it('says what is missing or wrong, under each field, and searches nothing until it is right', async () => {
    const requests = recordRequests(server);
    const { user } = await openCarScreen(`/cars?${ROUND_TRIP}`);
    await screen.findAllByRole('article');
    const before = searches(requests).length;

    await user.clear(location('Pickup location'));
    await user.click(screen.getByRole('switch', { name: 'Return the car to another location' }));
    const age = screen.getByRole('textbox', { name: 'Driver’s age' });
    await user.clear(age);
    await user.type(age, '19');
    await user.click(searchButton());

    expect(location('Pickup location')).toHaveAccessibleDescription(
      'Please choose a pickup location from the suggestions',
    );
    expect(location('Drop-off location')).toHaveAccessibleDescription(
      'Please choose a drop-off location from the suggestions',
    );
    expect(age).toHaveAccessibleDescription('Drivers must be at least 21 years old');

    await chooseBranch(user, 'Pickup location', 'Dubai', /Dubai International Airport \(DXB\)/);
    await chooseBranch(user, 'Drop-off location', 'Dubai', /Dubai International Airport \(DXB\)/);
    expect(location('Drop-off location')).toHaveAccessibleDescription(
      'Choose another drop-off location, or return the car where you pick it up',
    );
    await user.clear(age);
    await user.type(age, 'abc');
    expect(age).toHaveAccessibleDescription('Enter the driver’s age in years');
    expect(searches(requests)).toHaveLength(before);
  });

  it('says when the return comes before the pickup', async () => {
    const params = new URLSearchParams(ROUND_TRIP);
    params.set('returnDate', PICKUP_DATE);
    params.set('returnTime', '18:00');
    const { user } = await openCarScreen(`/cars?${params}`);
    await screen.findAllByRole('article');
    await chooseTime(user, 'Return time', '8:00 AM');
    await user.click(searchButton());
    expect(screen.getByRole('combobox', { name: /^Return date/ })).toHaveAccessibleDescription(
      'The return must be after the pickup',
    );
  });

  it('puts a search in the URL, and the same URL opens the same search', async () => {
    const requests = recordRequests(server);
    const { user, router, unmount } = await openCarScreen('/cars');
    await screen.findAllByRole('article');
    await chooseBranch(user, 'Pickup location', 'Abu', /Abu Dhabi International Airport \(AUH\)/);
    await user.click(screen.getByRole('switch', { name: 'Return the car to another location' }));
    await chooseBranch(user, 'Drop-off location', 'DXB', /Dubai International Airport \(DXB\)/);
    await chooseTime(user, 'Pickup time', '8:30 AM');
    await chooseTime(user, 'Return time', '12:00 PM');
    const age = screen.getByRole('textbox', { name: 'Driver’s age' });
    await user.clear(age);
    await user.type(age, '45');
    await user.click(searchButton());

    await waitFor(() => expect(router.state.location.search).toContain('pickupLocation=AUH'));
    const params = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(params)).toMatchObject({
      pickupLocation: 'AUH',
      dropoffLocation: 'DXB',
      pickupTime: '08:30',
      returnTime: '12:00',
      driverAge: '45',
    });
    expect(params.get('pickupDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await waitFor(() => expect(searches(requests).at(-1)).toContain('pickupLocation=AUH'));
    await screen.findByText(
      /^From Abu Dhabi International Airport, .* to Dubai International Airport, /,
    );

    // A reload, or the link shared: the same search, the same form.
    const shared = `/cars${router.state.location.search}`;
    unmount();
    await openCarScreen(shared);
    await waitFor(() =>
      expect(location('Pickup location')).toHaveValue('Abu Dhabi International Airport (AUH)'),
    );
    expect(location('Drop-off location')).toHaveValue('Dubai International Airport (DXB)');
    expect(screen.getByRole('textbox', { name: 'Driver’s age' })).toHaveValue('45');
    expect(screen.getByRole('combobox', { name: 'Pickup time' })).toHaveTextContent('8:30 AM');
  }, 120_000);

  it('says beside each field what a link got wrong, in words, keeps what it can read and searches nothing for the rest', async () => {
    const requests = recordRequests(server);
    const returnBefore = new Date(Date.parse(PICKUP_DATE) - 2 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const { user, router } = await openCarScreen(
      `/cars?pickupLocation=D1&pickupDate=${PICKUP_DATE}&returnDate=${returnBefore}&driverAge=abc&seats=99&sort=cheap`,
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Part of this link cannot be read')).toBeInTheDocument();
    // Filters and the sort are named in the notice, in words.
    expect(within(alert).getByText('The number of seats could not be read.')).toBeInTheDocument();
    expect(within(alert).getByText('The sort order could not be read.')).toBeInTheDocument();
    expect(alert).not.toHaveTextContent(/“|seats”|pickupLocation/);
    // The search's own parts beside their fields.
    expect(location('Pickup location')).toHaveAccessibleDescription(
      'The pickup location in this link could not be read. Choose one from the suggestions',
    );
    expect(screen.getByRole('combobox', { name: /^Return date/ })).toHaveAccessibleDescription(
      'The return must be after the pickup',
    );
    const age = screen.getByRole('textbox', { name: 'Driver’s age' });
    expect(age).toHaveValue('');
    expect(age).toHaveAccessibleDescription(
      'The driver’s age in this link could not be read. Enter an age from 21 to 99',
    );
    // What could be read stays in the form; nothing is listed for the parts that could not.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Pickup date/ })).toHaveValue(
        new Date(`${PICKUP_DATE}T00:00:00Z`).toLocaleDateString('en-US', {
          weekday: 'short',
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          timeZone: 'UTC',
        }),
      ),
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    // Only what could be read was asked, to fill in the form.
    expect(searches(requests)).toEqual([`/api/cars/search/?pickupDate=${PICKUP_DATE}`]);

    await user.type(age, '40');
    expect(age).not.toHaveAccessibleDescription(/could not be read/);

    await user.click(within(alert).getByRole('button', { name: 'Search without these parts' }));
    expect(router.state.location.search).toBe(`?pickupDate=${PICKUP_DATE}`);
    await findAllCarCards(10);
  });

  it('searches the nearest branch when the traveller shares where they are', async () => {
    Object.defineProperty(window.navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (success: PositionCallback) =>
          success({ coords: { latitude: 24.43, longitude: 54.65 } } as GeolocationPosition),
      },
    });
    const { user, router } = await openCarScreen('/cars');
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect(router.state.location.search).toContain('pickupLocation=AUH'));
    expect(
      screen.getByText(
        /^The nearest rental location is Abu Dhabi International Airport, [\d.]+ km away\.$/,
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(location('Pickup location')).toHaveValue('Abu Dhabi International Airport (AUH)'),
    );

    // Back to the search before it: the message was about the other one.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.search).not.toContain('AUH'));
    expect(screen.queryByText(/^The nearest rental location is/)).not.toBeInTheDocument();
  });
});
