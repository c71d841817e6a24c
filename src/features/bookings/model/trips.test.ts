import type { Booking } from '../api/booking-types';

import { groupIntoTrips, type BookingGroup } from './trips';

// Only what the grouping reads: kind, status, local times and the kind's place details.
function booking(
  reference: string,
  kind: Booking['kind'],
  date: string,
  endDate: string,
  details: Record<string, unknown>,
  status: Booking['status'] = 'confirmed',
): Booking {
  return { id: reference, reference, kind, status, date, endDate, details } as unknown as Booking;
}

const flight = (
  reference: string,
  to: { iataCode: string; cityName?: string; cityNameAr?: string },
  departs: string,
  arrives: string,
  returnDate: string | null = null,
  arrivalCityCode?: string,
) =>
  booking(reference, 'flight', departs, returnDate ?? arrives, {
    flightOffer: { itineraries: [{ segments: [{ arrival: { ...to, at: arrives } }] }] },
    returnDate,
    arrivalCityCode,
  });

const hotel = (reference: string, code: string, city: string, from: string, until: string) =>
  booking(reference, 'hotel', from, until, {
    hotel: { destinationCode: code, destinationName: city },
  });

const car = (reference: string, code: string, city: string, from: string, until: string) =>
  booking(reference, 'car', from, until, {
    pickup: { cityCode: code, cityName: city, cityNameAr: city === 'Paris' ? 'باريس' : city },
  });

const CDG = { iataCode: 'CDG', cityName: 'Paris', cityNameAr: 'باريس' };
const LHR = { iataCode: 'LHR', cityName: 'London', cityNameAr: 'لندن' };

const TO_PARIS = flight(
  'FLT001',
  CDG,
  '2027-01-20T08:00:00',
  '2027-01-20T13:00:00',
  '2027-01-24T18:00:00',
);
const PARIS_HOTEL = hotel('HTL001', 'PAR', 'Paris', '2027-01-20T15:00:00', '2027-01-24T12:00:00');
const PARIS_CAR = car('CAR001', 'PAR', 'Paris', '2027-01-21T10:00:00', '2027-01-23T10:00:00');

const shape = (groups: BookingGroup[]) =>
  groups.map((group) =>
    group.kind === 'trip'
      ? `trip ${group.place.name.en}: ${group.bookings.map((item) => item.reference).join(' ')}`
      : group.booking.reference,
  );

describe('groupIntoTrips', () => {
  it('puts a flight to Paris, a hotel in Paris and a car there during the stay into one trip, in time order', () => {
    // Newest first, as the list comes.
    const groups = groupIntoTrips([PARIS_CAR, PARIS_HOTEL, TO_PARIS]);
    expect(shape(groups)).toEqual(['trip Paris: FLT001 HTL001 CAR001']);
    const [trip] = groups;
    expect(trip).toMatchObject({
      kind: 'trip',
      place: { name: { en: 'Paris', ar: 'باريس' } },
      from: '2027-01-20T08:00:00',
      until: '2027-01-24T18:00:00',
    });
  });

  it('keeps a hotel in another city apart', () => {
    const rome = hotel('HTL002', 'ROM', 'Rome', '2027-01-20T15:00:00', '2027-01-24T12:00:00');
    expect(shape(groupIntoTrips([rome, TO_PARIS]))).toEqual(['HTL002', 'FLT001']);
  });

  it('never groups a cancelled booking', () => {
    const cancelled = { ...PARIS_HOTEL, status: 'cancelled' } as Booking;
    expect(shape(groupIntoTrips([cancelled, TO_PARIS]))).toEqual(['HTL001', 'FLT001']);
    const cancelledFlight = { ...TO_PARIS, status: 'cancelled' } as Booking;
    // Without the flight, the hotel and the car still make a trip.
    expect(shape(groupIntoTrips([PARIS_CAR, PARIS_HOTEL, cancelledFlight]))).toEqual([
      'trip Paris: HTL001 CAR001',
      'FLT001',
    ]);
  });

  it('makes a trip of a hotel and a car in one city without a flight', () => {
    expect(shape(groupIntoTrips([PARIS_HOTEL, PARIS_CAR]))).toEqual(['trip Paris: HTL001 CAR001']);
  });

  it('makes two trips to two cities', () => {
    const toLondon = flight(
      'FLT002',
      LHR,
      '2027-03-01T08:00:00',
      '2027-03-01T12:00:00',
      '2027-03-05T18:00:00',
    );
    const londonHotel = hotel(
      'HTL003',
      'LON',
      'London',
      '2027-03-01T15:00:00',
      '2027-03-05T11:00:00',
    );
    expect(
      shape(groupIntoTrips([londonHotel, toLondon, PARIS_CAR, PARIS_HOTEL, TO_PARIS])),
    ).toEqual(['trip London: FLT002 HTL003', 'trip Paris: FLT001 HTL001 CAR001']);
  });

  it('leaves a car outside the trip’s dates alone', () => {
    const later = car('CAR002', 'PAR', 'Paris', '2027-02-10T10:00:00', '2027-02-12T10:00:00');
    expect(shape(groupIntoTrips([later, PARIS_HOTEL, TO_PARIS]))).toEqual([
      'CAR002',
      'trip Paris: FLT001 HTL001',
    ]);
  });

  it('keeps a one-way flight’s trip open for the stay that starts on landing, and its car', () => {
    const oneWay = flight('FLT003', CDG, '2027-01-20T08:00:00', '2027-01-20T13:00:00');
    expect(shape(groupIntoTrips([PARIS_CAR, PARIS_HOTEL, oneWay]))).toEqual([
      'trip Paris: FLT003 HTL001 CAR001',
    ]);
    // A stay starting a week after landing is another visit.
    const weekLater = hotel('HTL004', 'PAR', 'Paris', '2027-01-27T15:00:00', '2027-01-29T12:00:00');
    expect(shape(groupIntoTrips([weekLater, oneWay]))).toEqual(['HTL004', 'FLT003']);
  });

  it('matches a flight by its city’s code when the names differ (Orly, PAR)', () => {
    const toOrly = flight(
      'FLT005',
      { iataCode: 'ORY', cityName: 'Paris Orly' },
      '2027-01-20T08:00:00',
      '2027-01-20T13:00:00',
      '2027-01-24T18:00:00',
      'PAR',
    );
    expect(shape(groupIntoTrips([PARIS_HOTEL, toOrly]))).toEqual([
      'trip Paris Orly: FLT005 HTL001',
    ]);
  });

  it('matches a flight to the airport code a car branch’s city shares, and never guesses a place', () => {
    const toDubai = flight(
      'FLT004',
      { iataCode: 'DXB' },
      '2027-04-01T08:00:00',
      '2027-04-01T10:00:00',
      '2027-04-03T10:00:00',
    );
    const dubaiCar = car('CAR003', 'DXB', 'Dubai', '2027-04-01T11:00:00', '2027-04-02T11:00:00');
    const noDetails = booking('HTL005', 'hotel', '2027-04-01T15:00:00', '2027-04-02T12:00:00', {});
    expect(shape(groupIntoTrips([noDetails, dubaiCar, toDubai]))).toEqual([
      'HTL005',
      'trip DXB: FLT004 CAR003',
    ]);
  });
});
