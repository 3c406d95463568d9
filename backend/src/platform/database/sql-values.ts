/** A timestamp from raw SQL: the driver hands some over as text, some as Date. */
export function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

/**
 * Ids as one PostgreSQL array parameter (`?::uuid[]`): the driver spreads a JS array into a list,
 * so it travels as an array literal. UUIDs need no quoting inside it.
 */
export function uuidArray(ids: readonly string[]): string {
  return `{${ids.join(',')}}`;
}
