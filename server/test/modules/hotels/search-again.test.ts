import { nightCapacity } from '../../../src/inventory/hotels/allotment.ts';
import { loadHotelInventory } from '../../../src/inventory/hotels/inventory.ts';
import { stayNights } from '../../../src/inventory/hotels/stay.ts';
import { takeRooms } from '../../../src/modules/hotels/booking/rooms.ts';
import { buildTestApp, type TestApp } from '../../helper.ts';
import { availability, stayIn } from './hotel-helpers.ts';

// A search asked for again and again (its answer kept for reuse by the search routes) still shows
// what changed since: rooms sold by other bookings, free cancellation that ended.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const HOUR_MS = 3_600_000;

// The search three times, as a popular one is asked; the last answer.
async function askedAgain(body: Record<string, unknown>, query = '?page_size=100') {
  await availability(t, body, query);
  await availability(t, body, query);
  return availability(t, body, query);
}

describe('a city search asked for again', () => {
  it('shows the rooms another booking took since', async () => {
    const stay = {
      ...(await stayIn(t, 'IST', 20, 2)),
      occupancies: [{ rooms: 1, adults: 2, children: 0 }],
    };
    const [hotel] = (await askedAgain({ ...stay, destination: { code: 'IST' } })).results;
    // The hotel's own page: every rate of every room, asked for again too.
    const ownPage = { ...stay, hotels: { hotel: [hotel!.code] } };
    const room = (await askedAgain(ownPage)).results[0]!.rooms[0]!;
    const roomsLeft = () =>
      askedAgain(ownPage).then((page) =>
        page.results[0]!.rooms.find((each) => each.code === room.code)!.rates.map(
          (rate) => rate.allotment,
        ),
      );
    // Rooms left (at most 20 shown): another booking leaves two fewer on the night with fewest.
    const before = Math.min(...(await roomsLeft()));
    expect(before).toBeGreaterThan(2);
    const engineHotel = (await loadHotelInventory()).hotel(hotel!.code)!;
    const roomType = engineHotel.rooms.find((each) => each.code === room.code)!;
    const nights = stayNights(stay.checkIn, stay.checkOut);
    const capacities = nights.map((night) => nightCapacity(engineHotel, roomType, night));
    await t.app.db.transaction((tx) =>
      takeRooms(
        tx,
        {
          hotelCode: hotel!.code,
          nights,
          roomTypes: [
            { roomCode: room.code, rooms: Math.min(...capacities) - (before - 2), capacities },
          ],
        },
        t.clock.now(),
      ),
    );
    t.app.searchAnswers.salesChanged();

    const after = await roomsLeft();
    expect(after.length).toBeGreaterThan(0);
    for (const left of after) expect(left).toBe(before - 2);
  });

  it('no longer offers free cancellation once its deadline has passed', async () => {
    const body = {
      ...(await stayIn(t, 'CAI', 2, 1)),
      occupancies: [{ rooms: 1, adults: 2, children: 0 }],
      destination: { code: 'CAI' },
      filter: { freeCancellation: true },
    };
    const before = await askedAgain(body);
    expect(before.count).toBeGreaterThan(0);
    // An hour at a time, each search asked again, until the first deadlines pass (the day before
    // check-in): the kept answers never outlive them.
    let now = before;
    for (let hour = 0; hour < 40 && now.count === before.count; hour++) {
      t.clock.advance(HOUR_MS);
      now = await askedAgain(body);
    }
    expect(now.count).toBeLessThan(before.count);
    for (const hotel of now.results) expect(hotel.price.freeCancellation).toBe(true);
  });
});
