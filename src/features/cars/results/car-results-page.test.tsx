import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { RENTAL_QUERY as RENTAL } from '../../../../mocks/car-fixtures';
import { replayed } from '../../../../mocks/recorded/replay';
import { server } from '../../../../mocks/server';
import { carCards, findAllCarCards, openCarScreen, recordRequests } from '@/testing/cars';

afterEach(() => server.events.removeAllListeners());

const searches = (requests: string[]) =>
  requests.filter((path) => path.startsWith('/api/cars/search/'));
const lastSearch = (requests: string[]) =>
  new URL(searches(requests).at(-1)!, 'http://localhost').searchParams;

describe('/cars results', () => {
  it('shows the default search’s cars for a bare /cars, the total first and per day second', async () => {
    const requests = recordRequests(server);
    await openCarScreen('/cars');
    const cards = await findAllCarCards(10);
    expect(searches(requests)).toEqual(['/api/cars/search/']);
    // The cheapest first: a Kia Picanto for 3 days at $36.32 a day (Lighthouse Car Hire): 108.96 + 25.
    const first = within(cards[0]!);
    expect(
      first.getByRole('heading', { level: 2, name: 'Kia Picanto or similar' }),
    ).toBeInTheDocument();
    expect(first.getByText('$134')).toBeInTheDocument();
    expect(first.getByText('Total for 3 days, all fees included')).toBeInTheDocument();
    expect(first.getByText('$36 a day')).toBeInTheDocument();
    expect(first.getByText('Lighthouse Car Hire')).toBeInTheDocument();
    expect(first.getByText('Non-refundable')).toBeInTheDocument();
    expect(first.getByText('4 seats')).toBeInTheDocument();
    expect(first.getByText('Manual')).toBeInTheDocument();
    expect(first.getByText('250 km a day')).toBeInTheDocument();
    expect(screen.getByText('Showing 10 of 86 cars')).toBeInTheDocument();
    // The form shows what was searched: the server's default, Dubai Airport.
    expect(screen.getByRole('combobox', { name: /^Pickup location/ })).toHaveValue(
      'Dubai International Airport (DXB)',
    );
  });

  it('sends every filter to the API and writes it into the URL', async () => {
    const requests = recordRequests(server);
    const { user, router } = await openCarScreen(`/cars?${RENTAL}`);
    await screen.findAllByRole('article');
    expect(lastSearch(requests).get('dropoffLocation')).toBe('DXB-MA');

    await user.click(screen.getByRole('checkbox', { name: /^SUV \(26\)/ }));
    await waitFor(() => expect(lastSearch(requests).getAll('type')).toEqual(['suv']));
    expect(router.state.location.search).toContain('type=suv');
    await waitFor(() => expect(carCards()).toHaveLength(10));
    for (const card of carCards()) expect(card).toHaveTextContent('SUV ·');

    await user.click(screen.getByRole('checkbox', { name: /^Large/ }));
    await user.click(screen.getByLabelText(/^Free cancellation/));
    await waitFor(() => expect(lastSearch(requests).get('freeCancellation')).toBe('true'));
    expect(lastSearch(requests).getAll('type')).toEqual(['large', 'suv']);
    await waitFor(() => expect(carCards()).toHaveLength(10));
    for (const card of carCards()) expect(card).toHaveTextContent('Free cancellation');

    await user.click(screen.getByRole('radio', { name: /^Automatic/ }));
    await user.click(screen.getByRole('radio', { name: /^5\+ seats/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Meridian Car Rental/ }));
    await waitFor(() => expect(lastSearch(requests).get('supplier')).toBe('MR'));
    expect(lastSearch(requests).get('transmission')).toBe('automatic');
    expect(lastSearch(requests).get('seats')).toBe('5');

    // §2's slider, per day: the highest thumb down by one step is a maximum of $495.
    const highest = screen.getByRole('slider', { name: 'Highest price per day' });
    fireEvent.keyDown(highest, { key: 'ArrowLeft' });
    await waitFor(() => expect(lastSearch(requests).get('maxPrice')).toBe('495'));
    expect(router.state.location.search).toContain('maxPrice=495');

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?${RENTAL}`));
    await waitFor(() => expect(carCards()).toHaveLength(10));
  });

  it('sorts, and loads the next page on Load More', async () => {
    const requests = recordRequests(server);
    // The medium cars: two pages.
    const { user, router } = await openCarScreen(`/cars?${RENTAL}&type=medium`);
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Highest total price' }));
    await waitFor(() => expect(lastSearch(requests).get('sort')).toBe('price-desc'));
    expect(router.state.location.search).toContain('sort=price-desc');
    await waitFor(() =>
      expect(within(carCards()[0]!).getByRole('heading', { level: 2 })).toHaveTextContent(
        'Tesla Model 3 or similar',
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(carCards()).toHaveLength(18));
    expect(lastSearch(requests).get('page')).toBe('2');
    expect(screen.getByText('Showing 18 of 18 cars')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('says when nothing matches', async () => {
    server.use(
      http.get('*/api/cars/search/', async ({ request }) => {
        const answer = await replayed('cars', request);
        if (!answer.ok) return answer;
        const page = (await answer.json()) as object;
        return HttpResponse.json({ ...page, count: 0, next: null, results: [] });
      }),
    );
    await openCarScreen(`/cars?${RENTAL}`);
    expect(await screen.findByText('No cars found for your search criteria.')).toBeInTheDocument();
  });

  it('shows a failed search with Try Again, which searches again', async () => {
    let calls = 0;
    server.use(
      http.get(
        '*/api/cars/search/',
        () => {
          calls += 1;
          return HttpResponse.json({ detail: 'Internal server error' }, { status: 500 });
        },
        { once: true },
      ),
    );
    const { user } = await openCarScreen(`/cars?${RENTAL}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Internal server error');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await findAllCarCards(10);
    expect(calls).toBe(1);
  });

  it('says in the traveller’s words why the server refused a search, under its field', async () => {
    await openCarScreen(`/cars?${RENTAL.replace('driverAge=30', 'driverAge=19')}`);
    const message = 'The driver is too young to rent a car here.';
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    const age = screen.getByRole('textbox', { name: 'Driver’s age' });
    expect(age).toHaveValue('19');
    expect(age).toHaveAccessibleDescription(message);
  });
});
