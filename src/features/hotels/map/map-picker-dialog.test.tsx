import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';

import { server } from '../../../../mocks/server';
import type { CitySuggestion } from '../api/hotel-types';
import { HotelSearchForm } from '../search/hotel-search-form';
import { renderWithProviders } from '@/testing/render-with-providers';

import type { PickerMapProps } from './picker-map';

// jsdom has no layout and no canvas, so Leaflet cannot draw here (the browser test drives the
// real map); this map stands in with the same props: a button places a point, and it shows
// where the dialog asked it to go.
jest.mock('./map-chunk', () => ({
  PickerMap: ({ onPoint, focus }: PickerMapProps) => (
    <div>
      <p>{focus ? `Map at ${focus.latitude}, ${focus.longitude}` : 'Map at Dubai'}</p>
      <button type="button" onClick={() => onPoint({ latitude: 25.1, longitude: 55.2 })}>
        Click the map
      </button>
    </div>
  ),
}));

const PARIS: CitySuggestion = {
  name: 'Paris',
  nameAr: 'باريس',
  iataCode: 'PAR',
  cityName: 'Paris',
  cityNameAr: 'باريس',
  countryCode: 'FR',
  subType: 'CITY',
  latitude: 48.8571,
  longitude: 2.3519,
};

function answerPlaces(cities: CitySuggestion[] | 'fail') {
  server.use(
    http.get('*/api/locations/search/', () =>
      cities === 'fail'
        ? HttpResponse.json({ detail: 'Internal server error' }, { status: 500 })
        : HttpResponse.json(cities),
    ),
  );
}

async function openPicker() {
  const view = renderWithProviders(<HotelSearchForm />);
  await view.user.click(await screen.findByRole('button', { name: 'Choose on map' }));
  const dialog = await screen.findByRole('dialog', { name: 'Choose a point on the map' });
  await within(dialog).findByText('Map at Dubai');
  return { ...view, dialog };
}

describe('the hotel map picker', () => {
  it('finds a city by name, centres on it and searches around the point with its radius', async () => {
    answerPlaces([PARIS]);
    const { user, dialog, store } = await openPicker();
    const confirm = within(dialog).getByRole('button', { name: 'Use this point' });
    expect(confirm).toBeDisabled();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Search a city or airport' }),
      'Paris{Enter}',
    );
    expect(await within(dialog).findByText('Centred on Paris (PAR), FR')).toBeInTheDocument();
    expect(within(dialog).getByText('Map at 48.8571, 2.3519')).toBeInTheDocument();
    expect(within(dialog).getByText('Point: 48.8571, 2.3519')).toBeInTheDocument();
    const radius = within(dialog).getByRole('slider', { name: 'Radius' });
    expect(radius).toHaveValue('10');
    act(() => radius.focus());
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await user.click(confirm);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().hotelSearch).toMatchObject({
      mode: 'map',
      point: { latitude: 48.8571, longitude: 2.3519 },
      radius: 12,
    });
    expect(screen.getByRole('textbox', { name: 'Point on the map' })).toHaveValue(
      '48.8571, 2.3519',
    );
    expect(screen.getByRole('textbox', { name: 'Radius' })).toHaveValue('12');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(store.getState().hotelSearch).toMatchObject({ mode: 'none', point: null });
    expect(screen.getByRole('combobox', { name: 'Destination' })).toBeInTheDocument();
  });

  it('says when nothing is found, and the map still places the point', async () => {
    answerPlaces([]);
    const { user, dialog, store } = await openPicker();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Search a city or airport' }),
      'Atlantis',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Location not found. Please try a different search term.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Click the map' }));
    await user.click(within(dialog).getByRole('button', { name: 'Use this point' }));
    await waitFor(() =>
      expect(store.getState().hotelSearch).toMatchObject({
        mode: 'map',
        point: { latitude: 25.1, longitude: 55.2 },
        radius: 10,
      }),
    );
  });

  it('says when the place search fails, and Cancel loses nothing the form had', async () => {
    answerPlaces('fail');
    const { user, dialog, store } = await openPicker();
    const before = store.getState().hotelSearch;
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Search a city or airport' }),
      'Paris{Enter}',
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Place search is not available right now. You can still choose the point on the map.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Click the map' }));
    expect(within(dialog).getByText('Point: 25.1, 55.2')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.getState().hotelSearch).toEqual(before);
  });
});
