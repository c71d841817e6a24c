import { availability, rentalDays } from '../../../src/inventory/cars/fleet.ts';
import { loadCarInventory } from '../../../src/inventory/cars/inventory.ts';
import type { CarBooking } from '../../../src/modules/cars/booking/schemas.ts';
import { addCarOut, findCarsOut } from '../../../src/modules/cars/repository.ts';
import type { CarOffer } from '../../../src/modules/cars/schemas.ts';
import { bearer, type SignedIn } from '../../accounts.ts';
import type { TestApp } from '../../helper.ts';
import { orderBody, rentalQuery, search } from './car-helpers.ts';

// Shared by the car change tests: a booked rental at Dubai airport (DXB) 20 days ahead for 3
// days, the same car from the same branch at other times, as a renter changing it would find it,
// and the change's requests.

export const BRANCH = 'DXB';

let keys = 0;
export const newKey = () => `car-change-${process.pid}-${(keys += 1)}`;

export interface Booked {
  booking: CarBooking;
  offer: CarOffer;
  pickupDate: string;
}

/**
 * Rents cars of the offer's supplier and class (to other renters) on every day of its rental
 * until `left` are left.
 */
export async function sellCars(t: TestApp, offer: CarOffer, left: number): Promise<void> {
  const inventory = await loadCarInventory();
  const branch = inventory.branches.get(BRANCH)!;
  const supplier = branch.city.suppliers.find((each) => each.code === offer.supplier.code)!;
  const carClass = offer.car.acriss;
  const days = rentalDays(offer.pickupAt.slice(0, 10), offer.returnAt.slice(0, 10));
  const sold = await findCarsOut(t.app.db, BRANCH, days[0]!, days.at(-1)!);
  const { carsLeft } = availability(branch, supplier, inventory.carClass(carClass), days, sold);
  if (carsLeft < left) throw new Error(`fewer than ${left} cars left`);
  for (let more = carsLeft - left; more > 0; more -= 1) {
    for (const day of days) {
      await addCarOut(
        t.app.db,
        { branchCode: BRANCH, supplierCode: supplier.code, carClass, day },
        new Date(),
      );
    }
  }
  t.app.searchAnswers.salesChanged();
}

/** The booked car (supplier, class, branch) from `daysLater` days after its pickup for `days`. */
export async function sameCar(
  t: TestApp,
  booked: Pick<Booked, 'offer'>,
  daysLater: number,
  days: number,
  extra = {},
): Promise<CarOffer> {
  const query = await rentalQuery(t, BRANCH, 20 + daysLater, days);
  const found = (
    await search(t, {
      ...query,
      supplier: [booked.offer.supplier.code],
      acriss: [booked.offer.car.acriss],
      page_size: 50,
      ...extra,
    })
  ).results[0];
  if (!found) throw new Error('the booked car is not offered then');
  return found;
}

/**
 * A car found by a search and booked with GPS; with `carsLeft`, cars of its class are rented
 * first until that many are left, and the car found again at that price.
 */
export async function bookRental(
  t: TestApp,
  user: SignedIn,
  key: string,
  { refundable = true, carsLeft = null as number | null } = {},
): Promise<Booked> {
  const query = await rentalQuery(t, BRANCH, 20, 3);
  let offer = (await search(t, { ...query, page_size: 50 })).results.find(
    (each) => each.cancellation.refundable === refundable && each.carsLeft >= 3,
  );
  if (!offer) throw new Error(`no ${refundable ? '' : 'non-'}refundable offer`);
  if (carsLeft !== null) {
    await sellCars(t, offer, carsLeft);
    offer = await sameCar(t, { offer }, 0, 3);
  }
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/cars/bookings/',
    payload: orderBody(offer.id, user.account.email, { extras: { gps: true } }),
    headers: { ...bearer(user.access), 'idempotency-key': key },
  });
  if (response.statusCode !== 201) throw new Error(`booking: ${response.body}`);
  return { booking: response.json() as CarBooking, offer, pickupDate: query.pickupDate };
}

/** A change of the booking, or its quote (a change is sent with an Idempotency-Key). */
export const postChange = (
  t: TestApp,
  user: SignedIn,
  reference: string,
  body: unknown,
  { quote = false, key = newKey() } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/cars/bookings/${reference}/change/${quote ? 'quote/' : ''}`,
    payload: body as object,
    headers: { ...bearer(user.access), ...(quote ? {} : { 'idempotency-key': key }) },
  });
