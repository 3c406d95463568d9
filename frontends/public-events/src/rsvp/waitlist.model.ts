/** 'a party of 3' / 'just you': the party a waitlist place is for. */
export function partyLabel(partySize: number): string {
  return partySize === 1 ? 'just you' : `a party of ${partySize}`;
}

/** An offer's deadline as the guest reads it: the time (and day) in the event's zone. */
export function offerDeadlineText(expiresAt: string, timeZone: string, now = new Date()): string {
  const deadline = new Date(expiresAt);
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(
    deadline,
  );
  const day = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(date);
  if (day(deadline) === day(now)) return time;
  const date = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  });
  return `${time}, ${date.format(deadline)}`;
}
