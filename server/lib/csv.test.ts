import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it.each([
    [[{ a: 'x', b: 1 }], 'a,b\r\nx,1\r\n'],
    [[{ a: 'he said "hi", then left' }], 'a\r\n"he said ""hi"", then left"\r\n'],
    [[{ a: 'two\nlines' }], 'a\r\n"two\nlines"\r\n'],
    [[{ a: '=cmd()' }], "a\r\n'=cmd()\r\n"],
    [[{ a: '+1+1', b: '-2', c: '@SUM(A1)' }], "a,b,c\r\n'+1+1,'-2,'@SUM(A1)\r\n"],
    [[{ a: '\t=1', b: '\r=1' }], "a,b\r\n'\t=1,\"'\r=1\"\r\n"],
    [[{ a: -3, b: 'a=b' }], 'a,b\r\n-3,a=b\r\n'],
    [[{ a: null, b: undefined }], 'a,b\r\n,\r\n'],
    [[], ''],
  ])('writes %j', (records, expected) => {
    expect(toCsv(records)).toBe(expected);
  });
});
