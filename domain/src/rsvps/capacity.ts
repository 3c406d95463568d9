// An event's capacity on its own (no imports): the public event page reads it on a byte budget.

type Capacity = { maxCapacity: number | null; unlimitedSpots: boolean };

/** The event's capacity, or null when nothing limits it. */
export function capacityLimit(event: Capacity): number | null {
  return event.unlimitedSpots ? null : event.maxCapacity;
}

/** The places still free at an event with this headcount, or null when nothing limits it. */
export function placesLeft(event: Capacity, placesTaken: number): number | null {
  const limit = capacityLimit(event);
  return limit === null ? null : Math.max(0, limit - placesTaken);
}
