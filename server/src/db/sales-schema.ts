import { sql } from 'drizzle-orm';
import { check, date, integer, pgEnum, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { CABINS } from '../inventory/flights/constants.ts';
import { moment } from './columns.ts';

// The sales of the simulated inventory, the only part of it stored: seats sold per flight and
// cabin, rooms sold per hotel, room type and night, cars out per branch, supplier, class and day,
// and the versions of the sales scopes a kept search answer is checked against. Part of the one
// schema (schema.ts exports these tables too).

export const flightCabin = pgEnum('flight_cabin', CABINS);

// Seats sold on one flight of the simulated inventory, per cabin. A flight is its airline, number
// and local departure date (see server/src/inventory/flights/README.md); the schedule itself is
// computed, so only sales are stored. Bookings add to seats_sold inside their transaction; a
// search reads the rows of the flights it found in one query and shows what is left.
export const flightSeatSales = pgTable(
  'flight_seat_sales',
  {
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    carrierCode: varchar('carrier_code', { length: 2 }).notNull(),
    flightNumber: integer('flight_number').notNull(),
    cabin: flightCabin('cabin').notNull(),
    seatsSold: integer('seats_sold').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'flight_seat_sales_pk',
      columns: [table.departureDate, table.carrierCode, table.flightNumber, table.cabin],
    }),
    check('flight_seat_sales_seats_sold_check', sql`${table.seatsSold} >= 0`),
  ],
);

// Rooms sold through Safar of one room type of a hotel of the simulated inventory, per night.
// The hotels and their allotments are computed (server/src/inventory/hotels/README.md), so only
// sales are stored. Bookings add to rooms_sold for every night of the stay inside their
// transaction; a search reads the rows of the hotels and nights it prices in one query. A hotel
// code starts with its city's number, so one city's rows are one range of the primary key.
export const hotelRoomSales = pgTable(
  'hotel_room_sales',
  {
    hotelCode: integer('hotel_code').notNull(),
    roomCode: varchar('room_code', { length: 6 }).notNull(),
    night: date('night', { mode: 'string' }).notNull(),
    roomsSold: integer('rooms_sold').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'hotel_room_sales_pk',
      columns: [table.hotelCode, table.night, table.roomCode],
    }),
    check('hotel_room_sales_rooms_sold_check', sql`${table.roomsSold} >= 0`),
  ],
);

// How many times the sales of one scope have changed: a day's flights ('flights:2026-12-27', the
// flights' local departure date) or a city's hotels ('hotels:PAR'). Bookings and cancellations
// add one inside their transaction, after taking or giving back their seats or rooms; a search
// answer kept for reuse (plugins/search-answers.ts) names the versions it was made from and is
// sent again only while they are unchanged. A scope without a row has never changed (version 0).
export const salesVersions = pgTable('sales_versions', {
  scope: varchar('scope', { length: 40 }).primaryKey(),
  version: integer('version').notNull(),
});

// Cars of one class rented through Safar from one supplier at one branch of the simulated
// inventory, out on one calendar day (from a rental's pickup date to its return date). The fleets
// are computed (server/src/inventory/cars/README.md), so only rentals are stored. Bookings add to
// cars_out for every day of the rental inside their transaction; a search reads its pickup
// branch's rows over the rental's days in one range of the primary key.
export const carRentalSales = pgTable(
  'car_rental_sales',
  {
    branchCode: varchar('branch_code', { length: 6 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    supplierCode: varchar('supplier_code', { length: 2 }).notNull(),
    carClass: varchar('car_class', { length: 4 }).notNull(),
    carsOut: integer('cars_out').notNull(),
    updatedAt: moment('updated_at').notNull(),
  },
  (table) => [
    primaryKey({
      name: 'car_rental_sales_pk',
      columns: [table.branchCode, table.day, table.supplierCode, table.carClass],
    }),
    check('car_rental_sales_cars_out_check', sql`${table.carsOut} >= 0`),
  ],
);
