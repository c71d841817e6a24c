import { addDaysIso, todayIso } from '@/lib/iso-date';

import { sharedDrawingKey } from './render-first-screen';

describe('which drawings the server may keep (sharedDrawingKey)', () => {
  const day = addDaysIso(todayIso(), 30);

  it('keeps one drawing per page that reads nothing of the query string, whatever it holds', () => {
    expect(sharedDrawingKey('/')).toBe('/');
    expect(sharedDrawingKey('/?ref=newsletter&utm_source=x')).toBe('/');
    expect(sharedDrawingKey('/login?utm_campaign=spring')).toBe('/login');
    expect(sharedDrawingKey('/flights')).toBe('/flights');
    expect(sharedDrawingKey('/flights?ref=partner')).toBe('/flights');
  });

  it('keeps no drawing of a search, answered, failed or refused, nor of a page without a first screen', () => {
    expect(
      sharedDrawingKey(
        `/flights?originLocationCode=DXB&destinationLocationCode=LHR&departureDate=${day}&adults=1`,
      ),
    ).toBeNull();
    expect(sharedDrawingKey('/flights?originLocationCode=DXB&departureDate=soon')).toBeNull();
    expect(sharedDrawingKey('/hotels')).toBeNull();
    expect(sharedDrawingKey('/hotels?destination=DXB&room=0')).toBeNull();
    expect(sharedDrawingKey('/cars?pickupDate=soon')).toBeNull();
    expect(sharedDrawingKey('/hotel-details/420000')).toBeNull();
    expect(sharedDrawingKey('/car-details/AbC_12-x')).toBeNull();
    expect(sharedDrawingKey('/signup')).toBeNull();
  });
});
