// RFC 4180 CSV: a header row from the first record's keys, fields quoted when they need it.
// Cells starting with = + - @ are prefixed with ' so spreadsheets do not run them as formulas.
type Cell = string | number | boolean | null | undefined;

function cell(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(records: readonly Record<string, Cell>[]): string {
  const first = records[0];
  if (!first) return '';
  const columns = Object.keys(first);
  const lines = [columns.join(','), ...records.map((record) => columns.map((column) => cell(record[column])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
