import { demandOf } from '../hotels/pricing.ts';
import { hashText, mulberry32, seededRandom } from '../shared/random.ts';
import { addDays, dayNumber } from '../shared/time.ts';
import type { CarClass } from './constants.ts';
import type { Branch, CarClassInfo, Supplier } from './types.ts';

// How many cars there are to rent (README.md, "Fleets and availability"). A supplier keeps a
// stable fleet of each class it rents at each branch of its cities; on busy days some of them
// are out with renters from other channels (a stable share of the day's demand). What Safar
// rents out are rows of car_rental_sales, counted by the caller: a car is out on every calendar
// day from its pickup date to its return date, and cars left = the fewest free on any of them.

// Fleets of one class at one branch: never more than this.
const FLEET_MAX = 14;
// At most this share of a day's fleet is out with other channels, on the busiest days.
const OUT_ELSEWHERE_MAX_SHARE = 0.4;
const QUIET_DEMAND = 0.8;
const PEAK_DEMAND = 1.35;
// Convertibles and the luxury classes are kept only where renters pay for them.
const SPECIAL_CLASSES = new Set<CarClass>(['LDAR', 'LFAR', 'STAR']);
const SPECIAL_COST_LEVEL_MIN = 0.75;

// 0 when the supplier does not rent the class here.
export function fleetSize(branch: Branch, supplier: Supplier, carClass: CarClassInfo): number {
  if (!supplier.classes.includes(carClass.code)) return 0;
  const costLevel = branch.city.destination.costLevel;
  if (SPECIAL_CLASSES.has(carClass.code) && costLevel < SPECIAL_COST_LEVEL_MIN) return 0;
  const spread = 0.6 + 0.8 * seededRandom('fleet', branch.code, supplier.code, carClass.code)();
  const size = carClass.fleet * branch.fleetWeight * supplier.fleetScale * spread;
  return Math.min(FLEET_MAX, Math.round(size));
}

// How busy each day is at a branch (0 quiet … 1 the peak): the season and the day of the week,
// the same for every supplier and class, so a search works it out once.
export function busyDays(branch: Branch, days: readonly string[]): number[] {
  return days.map((day) => {
    const demand = demandOf(branch.city.destination, day);
    return Math.min(1, Math.max(0, (demand - QUIET_DEMAND) / (PEAK_DEMAND - QUIET_DEMAND)));
  });
}

// The cars of the fleet not out with other channels on each day: a stable share of the day's
// demand, seeded by the branch, supplier and class, then the day.
export function dayCapacities(
  branch: Branch,
  supplier: Supplier,
  carClass: CarClass,
  fleet: number,
  days: readonly string[],
  busy: readonly number[] = busyDays(branch, days),
): number[] {
  const seed = hashText(`out|${branch.code}|${supplier.code}|${carClass}`);
  return days.map((day, index) => {
    const share =
      OUT_ELSEWHERE_MAX_SHARE * (busy[index] ?? 0) * mulberry32(seed ^ dayNumber(day))();
    return fleet - Math.floor(fleet * share);
  });
}

// Cars of a class rented through Safar from a branch, out on a day (the database's count).
export type SoldCars = (supplierCode: string, carClass: CarClass, day: string) => number;
export const nothingSold: SoldCars = () => 0;

// The calendar days a rental holds a car: from the pickup date to the return date.
export function rentalDays(pickupDate: string, returnDate: string): string[] {
  const days: string[] = [];
  for (let day = pickupDate; day <= returnDate; day = addDays(day, 1)) days.push(day);
  return days;
}

// Each day's capacity, and the fewest cars free on any day (never below 0).
export function availability(
  branch: Branch,
  supplier: Supplier,
  carClass: CarClassInfo,
  days: readonly string[],
  sold: SoldCars,
  busy: readonly number[] = busyDays(branch, days),
) {
  const fleet = fleetSize(branch, supplier, carClass);
  const capacities = dayCapacities(branch, supplier, carClass.code, fleet, days, busy);
  let left = fleet;
  days.forEach((day, index) => {
    const free = (capacities[index] ?? 0) - sold(supplier.code, carClass.code, day);
    left = Math.min(left, free);
  });
  return { fleet, capacities, carsLeft: Math.max(0, left) };
}
