import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPerHandle } from '../../db/prepared.ts';
import { carRentalSales } from '../../db/schema.ts';
import type { CarClass } from '../../inventory/cars/constants.ts';
import { nothingSold, type SoldCars } from '../../inventory/cars/fleet.ts';

// Cars rented through Safar (car_rental_sales): read by every search, offer and order, added to
// and given back by bookings inside their transaction.

const soldKey = (supplier: string, carClass: string, day: string) =>
  `${supplier}|${carClass}|${day}`;

// One branch's rows over a rental's days: a range scan of the primary key (branch, day, …).
const carsOutStatement = preparedPerHandle((db) =>
  db
    .select({
      supplierCode: carRentalSales.supplierCode,
      carClass: carRentalSales.carClass,
      day: sql<string>`${carRentalSales.day}::text`,
      carsOut: carRentalSales.carsOut,
    })
    .from(carRentalSales)
    .where(
      and(
        eq(carRentalSales.branchCode, sql.placeholder('branch')),
        gte(carRentalSales.day, sql.placeholder('from')),
        lte(carRentalSales.day, sql.placeholder('to')),
      ),
    )
    .prepare('car_rental_sales_of_branch'),
);

// Cars out from a branch on the days from `from` to `to` (both included), as a lookup for the
// engine (a class and day without a row has none out).
export async function findCarsOut(
  db: Database,
  branchCode: string,
  from: string,
  to: string,
): Promise<SoldCars> {
  const rows = await carsOutStatement(db).execute({ branch: branchCode, from, to });
  const out = new Map<string, number>();
  for (const row of rows) {
    if (row.carsOut > 0) out.set(soldKey(row.supplierCode, row.carClass, row.day), row.carsOut);
  }
  if (out.size === 0) return nothingSold;
  return (supplier, carClass, day) => out.get(soldKey(supplier, carClass, day)) ?? 0;
}

export interface CarDay {
  branchCode: string;
  supplierCode: string;
  carClass: CarClass;
  day: string;
}

// Adds a car out on a day and returns the count after. Bookings call it inside their
// transaction: the upsert locks the row until the transaction ends, so parallel orders for the
// last cars are counted one after another.
export async function addCarOut(tx: Database, sale: CarDay, now: Date): Promise<number> {
  const [row] = await tx
    .insert(carRentalSales)
    .values({ ...sale, carsOut: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: [
        carRentalSales.branchCode,
        carRentalSales.day,
        carRentalSales.supplierCode,
        carRentalSales.carClass,
      ],
      set: { carsOut: sql`${carRentalSales.carsOut} + 1`, updatedAt: now },
    })
    .returning({ carsOut: carRentalSales.carsOut });
  if (!row) throw new Error('upsert into car_rental_sales returned no row');
  return row.carsOut;
}

// Gives back a car a booking took: an UPDATE (an upsert of a negative count would break the
// check constraint before finding the row).
export async function returnCarOut(tx: Database, sale: CarDay, now: Date): Promise<void> {
  await tx
    .update(carRentalSales)
    .set({ carsOut: sql`${carRentalSales.carsOut} - 1`, updatedAt: now })
    .where(
      and(
        eq(carRentalSales.branchCode, sale.branchCode),
        eq(carRentalSales.day, sale.day),
        eq(carRentalSales.supplierCode, sale.supplierCode),
        eq(carRentalSales.carClass, sale.carClass),
      ),
    );
}
