import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { server } from '../../../../mocks/server';
import {
  airportInput,
  registerFlightsStrings,
  renderSearchForm,
  untilReal,
} from '@/testing/flights';

jest.setTimeout(20_000);
beforeAll(registerFlightsStrings);

const original = Object.getOwnPropertyDescriptor(window.navigator, 'geolocation');
afterEach(() => {
  if (original) Object.defineProperty(window.navigator, 'geolocation', original);
  else delete (window.navigator as { geolocation?: unknown }).geolocation;
});

type Outcome = { coords: { latitude: number; longitude: number } } | { code: number } | null;

/** A browser whose geolocation answers with `outcome` (null: never answers). */
function mockGeolocation(outcome: Outcome) {
  const getCurrentPosition = jest.fn(
    (success: PositionCallback, failure: PositionErrorCallback) => {
      if (outcome && 'coords' in outcome) success(outcome as unknown as GeolocationPosition);
      else if (outcome) failure(outcome as GeolocationPositionError);
    },
  );
  Object.defineProperty(window.navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
  return getCurrentPosition;
}

const locate = () => screen.getByRole('button', { name: 'Use my location' });
const DUBAI = { coords: { latitude: 25.25317, longitude: 55.36567 } };

describe('use my location (§2, §8, §9)', () => {
  it('fills the origin with the nearest airport and shows the coordinates to 4 decimals', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(request.url));
    const getCurrentPosition = mockGeolocation(DUBAI);
    const { user, store } = renderSearchForm();
    await user.click(locate());
    expect(getCurrentPosition).toHaveBeenCalledWith(expect.any(Function), expect.any(Function), {
      enableHighAccuracy: true,
      timeout: 10000,
      maximumAge: 300000,
    });
    const status = await untilReal(() => {
      const region = screen.getByRole('status');
      expect(region).toHaveTextContent(
        'Location detected: 25.2532, 55.3657. You can now search nearby airports. Nearest airport: Dubai International Airport (DXB).',
      );
      return region;
    });
    expect(airportInput('From')).toHaveValue('Dubai International Airport (DXB)');
    expect(store.getState().flightSearch.origin?.iataCode).toBe('DXB');
    expect(asked.map((url) => new URL(url).search)).toEqual([
      '?lat=25.25317&lng=55.36567&type=AIRPORT',
    ]);
    server.events.removeAllListeners();

    await user.click(within(status).getByRole('button', { name: 'Dismiss' }));
    expect(status).toBeEmptyDOMElement();
  });

  it('still shows where the traveller is when no airport can be found', async () => {
    server.use(
      http.get('*/api/locations/nearest/', () =>
        HttpResponse.json({ detail: 'Internal server error' }, { status: 500 }),
      ),
    );
    mockGeolocation(DUBAI);
    const { user, store } = renderSearchForm();
    await user.click(locate());
    await untilReal(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Location detected: 25.2532, 55.3657. You can now search nearby airports. No airport was found near you.',
      ),
    );
    expect(store.getState().flightSearch.origin).toBeNull();
  });

  it('shows that it is looking meanwhile', async () => {
    mockGeolocation(null);
    const { user } = renderSearchForm();
    await user.click(locate());
    expect(screen.getByRole('button', { name: /Finding your location…/ })).toBeDisabled();
  });

  it.each([
    [1, 'Location access denied. Please enable location permissions in your browser settings.'],
    [2, 'Location unavailable. Please check your GPS settings.'],
    [3, 'Location request timed out. Please try again.'],
    [99, 'Failed to get location'],
  ])('explains error code %i, dismissibly', async (code, message) => {
    mockGeolocation({ code });
    const { user } = renderSearchForm();
    await user.click(locate());
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(message);
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(locate()).toBeEnabled();
  });

  it('says when the browser cannot locate at all', async () => {
    delete (window.navigator as { geolocation?: unknown }).geolocation;
    const { user } = renderSearchForm();
    await user.click(locate());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Geolocation is not supported by this browser',
    );
  });

  it('writes the coordinates with Arabic digits in Arabic', async () => {
    mockGeolocation(DUBAI);
    const { user } = renderSearchForm({ language: 'ar' });
    await user.click(screen.getByRole('button', { name: 'استخدم موقعي' }));
    await untilReal(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'تم تحديد موقعك: ٢٥٫٢٥٣٢، ٥٥٫٣٦٥٧. يمكنك الآن البحث عن المطارات القريبة.',
      ),
    );
  });
});
