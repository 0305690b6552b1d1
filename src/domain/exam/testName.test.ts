import { describe, expect, it } from 'vitest';
import { cleanTestName } from './testName.ts';
import { TEST_NAME_MAX_LENGTH } from './testsList.ts';

describe('cleanTestName', () => {
  it.each([
    ['Mock\t1', 'Mock 1'],
    ['  Mock\r\n exam  2 ', 'Mock exam 2'],
    ['Prüfung 😀', 'Prüfung 😀'],
    ['bad \uD83D pair', 'bad \uFFFD pair'],
    ['\uDE00 tail', '\uFFFD tail'],
  ])('%j → %j', (typed, expected) => {
    expect(cleanTestName(typed, 'fallback')).toBe(expected);
  });

  it('falls back when nothing visible is left', () => {
    expect(cleanTestName(' \t\n ', 'Test of 21 Nov')).toBe('Test of 21 Nov');
  });

  it('keeps at most the allowed number of characters, never half an emoji', () => {
    const name = cleanTestName('😀'.repeat(TEST_NAME_MAX_LENGTH + 5), 'x');
    expect(Array.from(name)).toHaveLength(TEST_NAME_MAX_LENGTH);
    expect(name.isWellFormed()).toBe(true);
  });
});
