/** Checkbox selections of rows by id, shared by the RSVP Overview columns and the announcement recipients. */

/** Whether every id is selected (false when there are none). */
export function allSelected(selected: ReadonlySet<string>, ids: readonly string[]): boolean {
  return ids.length > 0 && ids.every((id) => selected.has(id));
}

/** Select all of a group: selects every id, or clears them when all are selected already; other ids keep their state. */
export function toggleAll(selected: ReadonlySet<string>, ids: readonly string[]): Set<string> {
  const next = new Set(selected);
  const clear = allSelected(selected, ids);
  for (const id of ids) {
    if (clear) next.delete(id);
    else next.add(id);
  }
  return next;
}

export function toggleOne(selected: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}
