import { PairLruCache } from '../../lib/lru.ts';

// Local wall-clock times in an airport's IANA zone, converted through Intl (the runtime's own tz
// database), so daylight saving is always right and no time-zone library is needed.

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

const supportedZones = new Set(Intl.supportedValuesOf('timeZone'));

// Intl lists canonical zone names; an alias (Asia/Calcutta) is known when Intl accepts it.
export function isKnownTimeZone(zone: string): boolean {
  if (supportedZones.has(zone)) return true;
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(zone: string, utcMs: number): WallClock {
  const clock: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatterFor(zone).formatToParts(utcMs)) {
    if (part.type in clock) clock[part.type as keyof WallClock] = Number(part.value);
  }
  return clock;
}

function exactOffsetMinutes(zone: string, utcMs: number): number {
  const clock = wallClock(zone, utcMs);
  const asUtc = Date.UTC(
    clock.year,
    clock.month - 1,
    clock.day,
    clock.hour,
    clock.minute,
    clock.second,
  );
  return Math.round((asUtc - Math.floor(utcMs / 1000) * 1000) / MINUTE_MS);
}

// A zone's offset is the same all day on all but the two days a year its clocks change, so the
// offsets at the start and end of each UTC day are cached; only a day with a change asks Intl.
const dayOffsets = new PairLruCache<string, number, readonly [number, number]>(20_000);

const offsetsOfDay = (zone: string, day: number): readonly [number, number] => [
  exactOffsetMinutes(zone, day * DAY_MS),
  exactOffsetMinutes(zone, day * DAY_MS + DAY_MS - MINUTE_MS),
];

export function zoneOffsetMinutes(zone: string, utcMs: number): number {
  const offsets = dayOffsets.getOrCreate(zone, Math.floor(utcMs / DAY_MS), offsetsOfDay);
  return offsets[0] === offsets[1] ? offsets[0] : exactOffsetMinutes(zone, utcMs);
}

// Searches turn the same few hundred days into text and back over and over (connections, fares,
// offers), so both ways are kept; a map is emptied if it ever grows past a few decades of days.
const dateTexts = new Map<number, string>();
const dayNumbers = new Map<string, number>();

// Days since 1970-01-01 of a 'YYYY-MM-DD' date, and back.
export function dayNumber(date: string): number {
  let day = dayNumbers.get(date);
  if (day === undefined) {
    if (dayNumbers.size >= 20_000) dayNumbers.clear();
    day =
      Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) /
      DAY_MS;
    dayNumbers.set(date, day);
  }
  return day;
}

export function dateOfDayNumber(day: number): string {
  let text = dateTexts.get(day);
  if (text === undefined) {
    if (dateTexts.size >= 20_000) dateTexts.clear();
    text = new Date(day * DAY_MS).toISOString().slice(0, 10);
    dateTexts.set(day, text);
  }
  return text;
}

export function addDays(date: string, days: number): string {
  return dateOfDayNumber(dayNumber(date) + days);
}

// 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday).
export function weekday(date: string): number {
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

// The UTC instant of a local date and time of day in a zone. A time that does not exist (the hour
// skipped when clocks go forward) moves forward by the gap; a time that happens twice (clocks go
// back) is the first of the two, as Temporal's "compatible" rule does.
export function localToUtcMs(zone: string, date: string, minuteOfDay: number): number {
  const asIfUtc = dayNumber(date) * DAY_MS + minuteOfDay * MINUTE_MS;
  const before = zoneOffsetMinutes(zone, asIfUtc - DAY_MS);
  const after = zoneOffsetMinutes(zone, asIfUtc + DAY_MS);
  if (before === after) return asIfUtc - before * MINUTE_MS;
  const candidates = [asIfUtc - before * MINUTE_MS, asIfUtc - after * MINUTE_MS].filter(
    (candidate) => asIfUtc - zoneOffsetMinutes(zone, candidate) * MINUTE_MS === candidate,
  );
  return candidates.length > 0 ? Math.min(...candidates) : asIfUtc - before * MINUTE_MS;
}

// 'HH:MM' as minutes after midnight.
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

// A local 'YYYY-MM-DDTHH:MM[:SS]' on the zone's wall clock (a flight's departure, a hotel's
// check-in, a car's pickup) as its UTC instant: the one way the server turns local times to UTC.
export const localTimeToUtc = (zone: string, local: string) =>
  new Date(localToUtcMs(zone, local.slice(0, 10), minutesOf(local.slice(11, 16))));

// 'YYYY-MM-DDTHH:mm:ss' on the zone's wall clock, without an offset (the Amadeus style).
export function localDateTime(zone: string, utcMs: number): string {
  const local = new Date(utcMs + zoneOffsetMinutes(zone, utcMs) * MINUTE_MS);
  return local.toISOString().slice(0, 19);
}

export function localDate(zone: string, utcMs: number): string {
  return dateOfDayNumber(Math.floor((utcMs + zoneOffsetMinutes(zone, utcMs) * MINUTE_MS) / DAY_MS));
}

// ISO 8601 duration in hours and minutes: 445 → 'PT7H25M', 60 → 'PT1H', 5 → 'PT5M'.
export function isoDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `PT${rest}M`;
  return rest === 0 ? `PT${hours}H` : `PT${hours}H${rest}M`;
}

export function parseIsoDuration(duration: string): number {
  const match = /^PT(?:(\d+)H)?(?:(\d+)M)?$/.exec(duration);
  if (!match) throw new Error(`not a PTnHnM duration: ${duration}`);
  return Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0);
}
