import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it.each([
    [[{ a: 'x', b: 1 }], 'a,b\r\nx,1\r\n'],
    [[{ a: 'he said "hi", then left' }], 'a\r\n"he said ""hi"", then left"\r\n'],
    [[{ a: 'two\nlines' }], 'a\r\n"two\nlines"\r\n'],
    [[{ a: '=cmd()' }], "a\r\n'=cmd()\r\n"],
    [[{ a: null, b: undefined }], 'a,b\r\n,\r\n'],
    [[], ''],
  ])('writes %j', (records, expected) => {
    expect(toCsv(records)).toBe(expected);
  });
});
