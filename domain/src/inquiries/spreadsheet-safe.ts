// A spreadsheet opening a CSV runs a cell that starts with one of these as a formula
// (OWASP "CSV injection"); tab and carriage return can start one too.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The value as a spreadsheet shows it without running it: a leading apostrophe when it would
 * start a formula (`=HYPERLINK(...)`, `+1 305 ...`), unchanged otherwise.
 */
export function spreadsheetSafe(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
