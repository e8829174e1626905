/** A plain decimal number: it cannot be read as a formula, so it stays a number in a spreadsheet. */
const NUMBER = /^-?\d+(\.\d+)?$/;
/** What a spreadsheet takes for the start of a formula (tab and carriage return as well, per OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell of a CSV line: text a spreadsheet would run as a formula gets a leading apostrophe
 * (CSV injection), and a cell holding a separator, quote or line break is quoted.
 */
export function csvCell(value: string): string {
  const guarded = FORMULA_START.test(value) && !NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** One CSV line, ended as RFC 4180 ends it. */
export const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(",")}\r\n`;

/** The byte order mark Excel needs to read UTF-8 as UTF-8. */
export const UTF8_BOM = "\uFEFF";
