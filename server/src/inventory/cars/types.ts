import type { Destination } from '../hotels/destinations.ts';
import type { BranchKind } from './constants.ts';
import type { CarClassRecord } from './data/classes.ts';
import type { SupplierRecord } from './data/suppliers.ts';

// The rental model's records (README.md): cities with branches, the suppliers renting there and
// the branches themselves. Built once per process and never changed.

export type Supplier = SupplierRecord;
export type CarClassInfo = CarClassRecord;

// A day's opening hours in minutes after local midnight (close 1440: midnight), or null: closed.
export type DayHours = { open: number; close: number } | null;

export interface CarCity {
  code: string;
  name: string;
  nameAr: string;
  countryCode: string;
  // The hotel destination of the same code: its centre, zone, cost level and season.
  destination: Destination;
  // The suppliers renting in this city, at every one of its branches.
  suppliers: readonly Supplier[];
  branches: Branch[];
}

export interface Branch {
  code: string;
  kind: BranchKind;
  name: string;
  nameAr: string;
  city: CarCity;
  address: string;
  addressAr: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  // Sunday first.
  hours: readonly DayHours[];
  open24Hours: boolean;
  // The cars kept here against a large airport's (1.5) and what a branch adds to the price
  // (an airport's concession fee).
  fleetWeight: number;
  priceFactor: number;
  // For ordering the location search: larger airports and cities first.
  rank: number;
}
