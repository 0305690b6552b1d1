// A table streamed as CSV a page at a time, so a large export never sits in memory: the error reports export and the
// reporting events export (its CLI and the operator route). Pages are read by keyset (rows with an id after the last
// one seen, ascending), and each page becomes one chunk of CSV lines (lib/csv.ts).
import { csvHeader, csvLine, type Cell } from './csv.ts';

export const CSV_PAGE_ROWS = 500;

/** Rows with an id greater than `after`, ascending by id, at most `limit` of them. */
export type PageAfter<Row extends { id: number }> = (after: number, limit: number) => Promise<Row[]>;

export interface CsvPagesOptions {
  /** 'always' (the default): the header line even when no row matches. 'with-rows': nothing at all without rows. */
  header?: 'always' | 'with-rows';
  pageRows?: number;
}

/** The CSV text in chunks: the header line, then one chunk of lines per page, in id order. */
export async function* csvPages<Row extends { id: number }>(
  columns: readonly string[],
  pageAfter: PageAfter<Row>,
  record: (row: Row) => Readonly<Record<string, Cell>>,
  { header = 'always', pageRows = CSV_PAGE_ROWS }: CsvPagesOptions = {},
): AsyncGenerator<string> {
  let headed = header === 'always';
  if (headed) yield csvHeader(columns);
  let after = 0;
  for (;;) {
    const rows = await pageAfter(after, pageRows);
    if (rows.length === 0) return;
    const lines = rows.map((row) => csvLine(columns, record(row))).join('');
    yield headed ? lines : csvHeader(columns) + lines;
    headed = true;
    after = rows[rows.length - 1]!.id;
    if (rows.length < pageRows) return;
  }
}
