// Table tests of the error levels.
import { describe, it, expect } from 'vitest';
import { ERROR_LEVELS, isAtLeast } from './levels.ts';

describe('ERROR_LEVELS', () => {
  it.each([
    ['debug', 1],
    ['info', 2],
    ['warn', 3],
    ['error', 4],
    ['critical', 5],
  ] as const)('%s is %s', (name, value) => {
    expect(ERROR_LEVELS[name]).toBe(value);
  });
});

describe('isAtLeast', () => {
  it.each([
    ['error', 'warn', true],
    ['warn', 'warn', true],
    ['info', 'warn', false],
    ['critical', 'error', true],
    ['debug', 'info', false],
  ] as const)('%s ≥ %s → %s', (level, threshold, expected) => {
    expect(isAtLeast(level, threshold)).toBe(expected);
  });
});
