// The exam's keyboard (DESIGN.md "Running exam"): 1–9 or A–O pick an option, N/P (or the arrows) move, M (or R)
// marks for review, Space pauses or resumes. A letter that names one of the question's options picks it first, so a
// question with 13 or more options keeps M and N as options; the arrows and R still move and mark then.
import type { OptionLetter } from '../../domain/constants.ts';

export type ExamKeyCommand = { kind: 'pick'; letter: OptionLetter } | { kind: 'move'; delta: 1 | -1 } | { kind: 'mark' } | { kind: 'pause' };

/** What a key does on a question with these option letters; null when it does nothing. */
export function examKeyCommand(key: string, letters: readonly OptionLetter[]): ExamKeyCommand | null {
  if (key === ' ' || key === 'Spacebar') return { kind: 'pause' };
  if (key === 'ArrowRight') return { kind: 'move', delta: 1 };
  if (key === 'ArrowLeft') return { kind: 'move', delta: -1 };
  if (/^[1-9]$/.test(key)) {
    const letter = letters[Number(key) - 1];
    return letter ? { kind: 'pick', letter } : null;
  }
  if (key.length !== 1) return null;
  const upper = key.toUpperCase();
  const option = letters.find((letter) => letter === upper);
  if (option) return { kind: 'pick', letter: option };
  if (upper === 'N') return { kind: 'move', delta: 1 };
  if (upper === 'P') return { kind: 'move', delta: -1 };
  if (upper === 'M' || upper === 'R') return { kind: 'mark' };
  return null;
}

/** Keys typed into a field, or pressed with a modifier, belong to the field or the browser. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement || (target instanceof HTMLInputElement && !['checkbox', 'radio', 'button'].includes(target.type));
}

/** Space on a focused button or link presses it; only elsewhere does it pause the exam. */
export function isPressable(target: EventTarget | null): boolean {
  return typeof HTMLElement !== 'undefined' && target instanceof HTMLElement && target.closest('button, a[href], summary, [role="button"], [role="tab"]') !== null;
}
