import { describe, expect, it } from 'vitest';
import { csvPages } from './csvPages.ts';
import { toCsv } from './csv.ts';

const rows = Array.from({ length: 7 }, (_, i) => ({ id: (i + 1) * 10, name: i % 2 ? `=x${i}` : `a,"${i}"` }));
const pageAfter = async (after: number, limit: number) => rows.filter((row) => row.id > after).slice(0, limit);
const collect = async (chunks: AsyncIterable<string>) => {
  const out: string[] = [];
  for await (const chunk of chunks) out.push(chunk);
  return out;
};

describe('csvPages', () => {
  it.each([1, 2, 3, 7, 8])('writes what toCsv writes, one chunk per page (%i rows a page)', async (pageRows) => {
    const chunks = await collect(csvPages(['id', 'name'], pageAfter, (row) => row, { pageRows }));
    expect(chunks.join('')).toBe(toCsv(rows));
    expect(chunks).toHaveLength(1 + Math.ceil(rows.length / pageRows));
  });

  it('writes the header alone without rows, or nothing at all with header: with-rows', async () => {
    const none = async () => [] as typeof rows;
    expect((await collect(csvPages(['id', 'name'], none, (row) => row))).join('')).toBe('id,name\r\n');
    expect(await collect(csvPages(['id', 'name'], none, (row) => row, { header: 'with-rows' }))).toEqual([]);
    expect((await collect(csvPages(['id', 'name'], pageAfter, (row) => row, { header: 'with-rows', pageRows: 3 }))).join('')).toBe(toCsv(rows));
  });
});
