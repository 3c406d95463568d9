import { localDateKey } from '@nightlife/domain';

const wallClock = new Map<string, Intl.DateTimeFormat>();

function wallClockIn(timeZone: string): Intl.DateTimeFormat {
  let format = wallClock.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    wallClock.set(timeZone, format);
  }
  return format;
}

/** 'YYYY-MM-DD' of the local date `days` after today's date in the zone. */
export function localDateFromToday(now: Date, timeZone: string, days: number): string {
  const today = new Date(`${localDateKey(now, timeZone)}T00:00:00Z`);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The instant at which clocks in `timeZone` show `date` ('YYYY-MM-DD') at hour:minute. Wall
 * times that a DST change skips or repeats (around 2 AM) resolve to a neighbouring instant;
 * the demo events avoid them.
 */
export function zonedInstant(date: string, hour: number, minute: number, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // Guess with the offset at the wall time read as UTC, then correct once more in case
  // the guess landed on the other side of a DST change.
  let instant = wall;
  for (let i = 0; i < 2; i++) {
    const parts = Object.fromEntries(
      wallClockIn(timeZone)
        .formatToParts(new Date(instant))
        .filter((part) => part.type !== 'literal')
        .map((part) => [part.type, Number(part.value)]),
    );
    instant += wall - Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
  }
  return new Date(instant);
}
