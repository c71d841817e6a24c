import type { Database } from '../../../db/client.ts';
import type { CarClass } from '../../../inventory/cars/constants.ts';
import { carSoldOut } from '../offers.ts';
import { addCarOut, returnCarOut } from '../repository.ts';

// What a car booking holds: one car of its class from its supplier at the pickup branch, out on
// every calendar day of the rental, kept with it so a cancellation gives back exactly that.
// capacities are each day's cars for Safar when the booking was priced (the fleet less other
// channels' rentals, a pure function of the day), in the order of days.
export interface BookedCar {
  branchCode: string;
  supplierCode: string;
  carClass: CarClass;
  days: string[];
  capacities: number[];
}

const carDays = (held: BookedCar) =>
  held.days.map((day, index) => ({
    sale: {
      branchCode: held.branchCode,
      supplierCode: held.supplierCode,
      carClass: held.carClass,
      day,
    },
    capacity: held.capacities[index] ?? 0,
  }));

// Inside the booking's transaction, day by day in date order (the same order for every booking
// of the class, so two of them take their rows in turn instead of deadlocking). Each upsert locks
// its row until the transaction ends, so parallel orders for the last cars are counted one after
// another: one over a day's capacity undoes the whole booking.
export async function takeCar(tx: Database, held: BookedCar, now: Date): Promise<void> {
  for (const { sale, capacity } of carDays(held)) {
    if ((await addCarOut(tx, sale, now)) > capacity) throw carSoldOut();
  }
}

export async function returnCar(tx: Database, held: BookedCar, now: Date): Promise<void> {
  for (const { sale } of carDays(held)) await returnCarOut(tx, sale, now);
}
