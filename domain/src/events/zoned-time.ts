/** Wall-clock parts of an instant in an IANA time zone. */
export interface ZonedParts {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number; // 0-23
  minute: number;
}

// Building a formatter is costly and event lists format many instants in few zones.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Throws RangeError for an unknown time zone; validate input with isValidTimeZone first. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
}

export function isValidTimeZone(timeZone: unknown): timeZone is string {
  if (typeof timeZone !== 'string' || timeZone === '') return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** 'YYYY-MM-DD' of the instant's local date in the zone; sorts like the dates it names. */
export function localDateKey(instant: Date, timeZone: string): string {
  const { year, month, day } = zonedParts(instant, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;
const WALL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY_MS = 86_400_000;

/** Whether `date` is a real calendar date written 'YYYY-MM-DD' (no 2025-02-30). */
export function isValidDateKey(date: string): boolean {
  const match = DATE_KEY.exec(date);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === day;
}

/** Whether `time` is a 24-hour wall time written 'HH:MM' (00:00 to 23:59). */
export function isValidWallTime(time: string): boolean {
  return WALL_TIME.test(time);
}

/** The calendar date `days` after `date` (both 'YYYY-MM-DD'); negative goes back. */
export function addDaysToDateKey(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Offset of the zone from UTC at an instant, in ms (wall clock minus UTC). */
function offsetAt(instant: number, timeZone: string): number {
  const p = zonedParts(new Date(instant), timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
  // zonedParts has minute precision: compare against the instant truncated to its minute.
  return wall - (instant - (((instant % 60_000) + 60_000) % 60_000));
}

/**
 * The instant at which clocks in `timeZone` show `date` ('YYYY-MM-DD') at `time` ('HH:MM').
 * Daylight saving changes resolve as calendars do: a wall time that occurs twice (clocks
 * falling back) is its first occurrence; one that is skipped (clocks springing forward) moves
 * forward by the gap, so 02:30 on a spring-forward night is 03:30. Throws RangeError for an
 * invalid date, time or zone; validate input first.
 */
export function zonedDateTimeToInstant(date: string, time: string, timeZone: string): Date {
  if (!isValidDateKey(date)) throw new RangeError(`Invalid date: ${date}`);
  if (!isValidWallTime(time)) throw new RangeError(`Invalid time: ${time}`);
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // Offsets a day either side of the wall time bracket any single transition near it.
  const before = offsetAt(wall - DAY_MS, timeZone);
  const after = offsetAt(wall + DAY_MS, timeZone);
  const candidates = [wall - before, wall - after].filter(
    (instant) => instant + offsetAt(instant, timeZone) === wall,
  );
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  // Skipped wall time: read it with the offset in force before the change.
  return new Date(wall - before);
}

/**
 * A deadline as a guest or host reads it: the time in the event's zone, with the day when that is
 * not today there ("11:15 PM", "12:30 AM, Sun, Nov 29"). Waitlist offers and reconfirmation use it.
 */
export function zonedDeadlineText(at: Date, timeZone: string, now: Date): string {
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(at);
  if (localDateKey(at, timeZone) === localDateKey(now, timeZone)) return time;
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
  return `${time}, ${day.format(at)}`;
}
