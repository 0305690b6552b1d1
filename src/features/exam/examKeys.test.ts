import { describe, expect, it } from 'vitest';
import type { OptionLetter } from '../../domain/constants.ts';
import { examKeyCommand } from './examKeys.ts';

const four: OptionLetter[] = ['A', 'B', 'C', 'D'];
const fifteen: OptionLetter[] = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O'];

describe('examKeyCommand', () => {
  it.each([
    ['1', four, { kind: 'pick', letter: 'A' }],
    ['4', four, { kind: 'pick', letter: 'D' }],
    ['5', four, null],
    ['9', fifteen, { kind: 'pick', letter: 'I' }],
    ['0', four, null],
    ['b', four, { kind: 'pick', letter: 'B' }],
    ['C', four, { kind: 'pick', letter: 'C' }],
    ['e', four, null],
    ['n', four, { kind: 'move', delta: 1 }],
    ['p', four, { kind: 'move', delta: -1 }],
    ['m', four, { kind: 'mark' }],
    ['r', four, { kind: 'mark' }],
    ['m', fifteen, { kind: 'pick', letter: 'M' }],
    ['n', fifteen, { kind: 'pick', letter: 'N' }],
    ['p', fifteen, { kind: 'move', delta: -1 }],
    ['ArrowRight', fifteen, { kind: 'move', delta: 1 }],
    ['ArrowLeft', four, { kind: 'move', delta: -1 }],
    [' ', four, { kind: 'pause' }],
    ['Enter', four, null],
    ['Tab', four, null],
  ] as const)('%s with %j options → %j', (key, letters, expected) => {
    expect(examKeyCommand(key, letters)).toEqual(expected);
  });
});
