import { PGlite } from '@electric-sql/pglite';
import { and, eq, is, Placeholder, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { flightSeatSales } from '../../db/schema.ts';
import { CABINS, type Cabin } from '../../inventory/flights/constants.ts';

export interface FlightIdentity {
  carrier: string;
  number: number;
  departureDate: string;
}

export const soldSeatsKey = (flight: FlightIdentity) =>
  `${flight.carrier}${flight.number}@${flight.departureDate}`;

const STATEMENT_NAME = 'flight_seat_sales_of_flights';

// The sold-seats read: the flights' dates, airlines and numbers travel as one array each (not one
// parameter per value), so the statement text never changes; PostgreSQL reads it as one
// primary-key scan (date, airline, number, cabin) skipping between the listed values.
function soldSeatsQuery(db: Database) {
  return db
    .select({
      carrier: flightSeatSales.carrierCode,
      number: flightSeatSales.flightNumber,
      departureDate: sql<string>`${flightSeatSales.departureDate}::text`,
      seatsSold: flightSeatSales.seatsSold,
    })
    .from(flightSeatSales)
    .where(
      and(
        sql`${flightSeatSales.departureDate} = any(${sql.placeholder('dates')}::date[])`,
        sql`${flightSeatSales.carrierCode} = any(${sql.placeholder('carriers')}::varchar[])`,
        sql`${flightSeatSales.flightNumber} = any(${sql.placeholder('numbers')}::integer[])`,
        eq(flightSeatSales.cabin, sql.placeholder('cabin')),
      ),
    );
}

type SoldSeatsStatement = ReturnType<ReturnType<typeof soldSeatsQuery>['prepare']>;
// The statement built once per database handle (the app's, a transaction's), which node-postgres
// prepares once per connection by name. Not a cache of seats: they are read on every call.
const statements = new WeakMap<Database, SoldSeatsStatement>();

// The flights' distinct dates, airlines and numbers, each list as one parameter. When every value
// has its expected form (`literals`: dates, two-character airline codes, integers) the lists go as
// PostgreSQL array literals ('{EK,QR}'), which need no quoting and can also be written into SQL
// text (the PGlite path below); otherwise as arrays, which the driver quotes.
interface FlightLists {
  values: { dates: string[]; carriers: string[]; numbers: number[] };
  literals: { dates: string; carriers: string; numbers: string } | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const AIRLINE = /^[A-Z0-9]{2}$/;
// A search's flight list is frozen and reused while its days are cached: the lists of the last
// few such lists are kept (by identity; a map bounded by hand, not a WeakMap, which would keep
// the lists of short-lived searches through minor garbage collections).
const RECENT_LISTS = 64;
const recentLists = new Map<readonly FlightIdentity[], FlightLists>();

function listsOf(flights: readonly FlightIdentity[]): FlightLists {
  const known = recentLists.get(flights);
  if (known) return known;
  const dates = new Set<string>();
  const carriers = new Set<string>();
  const numbers = new Set<number>();
  for (const flight of flights) {
    dates.add(flight.departureDate);
    carriers.add(flight.carrier);
    numbers.add(flight.number);
  }
  const values = { dates: [...dates], carriers: [...carriers], numbers: [...numbers] };
  const plain =
    values.dates.every((date) => DATE.test(date)) &&
    values.carriers.every((code) => AIRLINE.test(code)) &&
    values.numbers.every((number) => Number.isSafeInteger(number));
  const lists: FlightLists = {
    values,
    literals: plain
      ? {
          dates: `{${values.dates.join(',')}}`,
          carriers: `{${values.carriers.join(',')}}`,
          numbers: `{${values.numbers.join(',')}}`,
        }
      : null,
  };
  if (Object.isFrozen(flights)) {
    if (recentLists.size >= RECENT_LISTS) recentLists.delete(recentLists.keys().next().value!);
    recentLists.set(flights, lists);
  }
  return lists;
}

interface SoldSeatsRow {
  carrier: string;
  number: number;
  departureDate: string;
  seatsSold: number;
}

// PGlite (the embedded default) parses and plans every statement drizzle sends it anew, and for
// this one planning (it estimates each listed value) costs several times the execution and more
// than the rest of a search. There the statement drizzle builds is prepared once per database
// (SQL PREPARE) and run with EXECUTE, its values written as array literals (only plain ones, see
// FlightLists; a transaction's handle and PostgreSQL take the prepared drizzle statement).
const pgliteStatements = new WeakMap<PGlite, Promise<readonly string[]>>();
// PostgreSQL's duplicate_prepared_statement: another copy of this module in the process (a test
// runner's module registry) prepared the same statement on the same database first.
const DUPLICATE_PREPARED_STATEMENT = '42P05';

// Prepares the statement on this database once; resolves to its placeholders' names in the order
// of its parameters ($1, $2…).
function preparedOnPglite(db: Database, client: PGlite): Promise<readonly string[]> {
  let prepared = pgliteStatements.get(client);
  if (!prepared) {
    const query = soldSeatsQuery(db).toSQL();
    const order = query.params.map((param) => {
      if (!is(param, Placeholder)) throw new Error('the sold-seats query takes placeholders only');
      return param.name;
    });
    prepared = client.exec(`PREPARE ${STATEMENT_NAME} AS ${query.sql}`).then(
      () => order,
      (error: unknown) => {
        if ((error as { code?: unknown }).code === DUPLICATE_PREPARED_STATEMENT) return order;
        pgliteStatements.delete(client);
        throw error;
      },
    );
    pgliteStatements.set(client, prepared);
  }
  return prepared;
}

async function soldSeatsOnPglite(
  db: Database,
  client: PGlite,
  literals: NonNullable<FlightLists['literals']>,
  cabin: Cabin,
): Promise<SoldSeatsRow[]> {
  const order = await preparedOnPglite(db, client);
  const values: Record<string, string> = { ...literals, cabin };
  const args = order.map((name) => `'${values[name]}'`).join(', ');
  const [result] = await client.exec(`EXECUTE ${STATEMENT_NAME}(${args})`);
  return ((result?.rows ?? []) as Record<string, string | number>[]).map((row) => ({
    carrier: row.carrier_code as string,
    number: row.flight_number as number,
    departureDate: row.departure_date as string,
    seatsSold: row.seats_sold as number,
  }));
}

// Seats sold in one cabin on the given flights, in one query, by soldSeatsKey. The query asks for
// the flights' dates, airlines and numbers (the primary key's columns) and keeps the exact
// flights; a flight without a row has sold nothing.
export async function findSoldSeats(
  db: Database,
  flights: readonly FlightIdentity[],
  cabin: Cabin,
): Promise<Map<string, number>> {
  const sold = new Map<string, number>();
  if (flights.length === 0) return sold;
  const { values, literals } = listsOf(flights);
  const client = (db as { $client?: unknown }).$client;
  let rows: SoldSeatsRow[];
  if (client instanceof PGlite && literals !== null && CABINS.includes(cabin)) {
    rows = await soldSeatsOnPglite(db, client, literals, cabin);
  } else {
    let statement = statements.get(db);
    if (!statement) {
      statement = soldSeatsQuery(db).prepare(STATEMENT_NAME);
      statements.set(db, statement);
    }
    rows = await statement.execute({ ...(literals ?? values), cabin });
  }
  if (rows.length === 0) return sold;
  const wanted = new Set(flights.map(soldSeatsKey));
  for (const row of rows) {
    const key = soldSeatsKey(row);
    if (wanted.has(key)) sold.set(key, row.seatsSold);
  }
  return sold;
}

// Adds sold seats to a flight's cabin. Bookings call it inside their transaction and compare the
// count it returns with the cabin's capacity. Seats given back (a cancellation) are an UPDATE
// (releaseSoldSeats): an upsert of a negative count would break the check constraint first.
export async function addSoldSeats(
  db: Database,
  flight: FlightIdentity & { cabin: Cabin; seats: number },
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(flightSeatSales)
    .values({
      departureDate: flight.departureDate,
      carrierCode: flight.carrier,
      flightNumber: flight.number,
      cabin: flight.cabin,
      seatsSold: flight.seats,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [
        flightSeatSales.departureDate,
        flightSeatSales.carrierCode,
        flightSeatSales.flightNumber,
        flightSeatSales.cabin,
      ],
      set: { seatsSold: sql`${flightSeatSales.seatsSold} + ${flight.seats}`, updatedAt: now },
    })
    .returning({ seatsSold: flightSeatSales.seatsSold });
  if (!row) throw new Error('upsert into flight_seat_sales returned no row');
  return row.seatsSold;
}

// Gives back seats a booking took. An UPDATE, not the upsert above with a negative count:
// PostgreSQL checks the row an INSERT proposes (seats_sold < 0) before it looks for the
// conflicting row, so that upsert fails even when the row exists.
export async function releaseSoldSeats(
  tx: Database,
  flight: FlightIdentity & { cabin: Cabin; seats: number },
  now: Date,
): Promise<void> {
  await tx
    .update(flightSeatSales)
    .set({ seatsSold: sql`${flightSeatSales.seatsSold} - ${flight.seats}`, updatedAt: now })
    .where(
      and(
        eq(flightSeatSales.departureDate, flight.departureDate),
        eq(flightSeatSales.carrierCode, flight.carrier),
        eq(flightSeatSales.flightNumber, flight.number),
        eq(flightSeatSales.cabin, flight.cabin),
      ),
    );
}
