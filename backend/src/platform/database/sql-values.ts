/** A timestamp from raw SQL: the driver hands some over as text, some as Date. */
export function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}
