import { zonedParts } from './zoned-time.js';

const MONTHS = [
  'JANUARY',
  'FEBRUARY',
  'MARCH',
  'APRIL',
  'MAY',
  'JUNE',
  'JULY',
  'AUGUST',
  'SEPTEMBER',
  'OCTOBER',
  'NOVEMBER',
  'DECEMBER',
] as const;

const TWENTY_FOUR_HOUR = /^(\d{1,2}):(\d{2})$/;

/** 'h:mm AM' from a 24-hour clock: hour 0 is 12 AM, 12 is 12 PM, 13 and later minus 12. */
function to12Hour(hour: number, minute: number): string {
  const suffix = hour < 12 ? 'AM' : 'PM';
  const h = hour % 12 === 0 ? 12 : hour % 12;
  return `${h}:${String(minute).padStart(2, '0')} ${suffix}`;
}

function convertPart(part: string): string | null {
  const match = TWENTY_FOUR_HOUR.exec(part.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 23 || minute > 59) return null;
  return to12Hour(hour, minute);
}

/**
 * Spec 1 §3 time display rule: '00:30 - 13:05' becomes '12:30 AM - 1:05 PM'. A string already
 * containing AM or PM, or not made of exactly two parts, is returned unchanged; so is one whose
 * parts are not 24-hour times (showing the stored text beats inventing a time).
 */
export function formatTimeSlot(slot: string): string {
  if (/AM|PM/i.test(slot)) return slot;
  const parts = slot.split('-');
  if (parts.length !== 2) return slot;
  const start = convertPart(parts[0]);
  const end = convertPart(parts[1]);
  if (start === null || end === null) return slot;
  return `${start} - ${end}`;
}

export interface EventTimeText {
  /** 'MARCH 5, 2025' in the event's zone. */
  eventDate: string;
  /** '9:00 PM - 2:00 AM', or '9:00 PM' without an end. */
  eventTime: string;
  /** ISO instant of the start. */
  dateTime: string;
}

/** The spec's text fields of an event, derived from real instants in the event's zone. */
export function describeEventTime(input: {
  startsAt: Date;
  endsAt: Date | null;
  timeZone: string;
}): EventTimeText {
  const start = zonedParts(input.startsAt, input.timeZone);
  const startText = to12Hour(start.hour, start.minute);
  let eventTime = startText;
  if (input.endsAt) {
    const end = zonedParts(input.endsAt, input.timeZone);
    eventTime = `${startText} - ${to12Hour(end.hour, end.minute)}`;
  }
  return {
    eventDate: `${MONTHS[start.month - 1]} ${start.day}, ${start.year}`,
    eventTime,
    dateTime: input.startsAt.toISOString(),
  };
}
