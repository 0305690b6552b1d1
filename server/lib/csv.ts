// RFC 4180 CSV: a header row from the first record's keys, fields quoted when they need it.
// Text cells starting with = + - @, a tab or a carriage return are prefixed with ' so spreadsheets do not run them
// as formulas (OWASP "CSV injection"). `csvLine` writes one row at a time, for streamed exports.
export type Cell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line (with its CRLF) of the record's values in the order of `columns`. */
export function csvLine(columns: readonly string[], record: Readonly<Record<string, Cell>>): string {
  return `${columns.map((column) => cell(record[column])).join(',')}\r\n`;
}

/** The header line: column names go through the same neutralising as values. */
export function csvHeader(columns: readonly string[]): string {
  return `${columns.map((column) => cell(column)).join(',')}\r\n`;
}

export function toCsv(records: readonly Record<string, Cell>[]): string {
  const first = records[0];
  if (!first) return '';
  const columns = Object.keys(first);
  return csvHeader(columns) + records.map((record) => csvLine(columns, record)).join('');
}
