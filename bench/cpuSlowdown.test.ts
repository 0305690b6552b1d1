import { expect, it } from 'vitest';
import { cpuSlowdownFor } from './cpuSlowdown.ts';

it("follows Lighthouse's calculator at its anchor points and refuses hosts too slow to emulate the phone", () => {
  expect(cpuSlowdownFor(150)).toBe(1);
  expect(cpuSlowdownFor(800)).toBe(2);
  expect(cpuSlowdownFor(1300)).toBe(3);
  expect(cpuSlowdownFor(1533)).toBeCloseTo(4, 2);
  expect(cpuSlowdownFor(2000)).toBeCloseTo(6, 2);
  expect(cpuSlowdownFor(475)).toBeCloseTo(1.5, 5);
  expect(cpuSlowdownFor(149)).toBeNull();
  expect(cpuSlowdownFor(Number.NaN)).toBeNull();
});
