// One seeded random source (mulberry32): small, fast, and the same sequence for the same seed on every machine.
// Session shuffles, the AI quiz's shuffle in tests and benches, the readiness estimate's normal draws, its
// calibration simulation and the e2e chaos runs all draw from it, so a seed means the same thing everywhere.

/** The generator's raw 32-bit unsigned outputs. The seed is taken as an unsigned 32-bit integer. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

const TWO_TO_32 = 4_294_967_296;

/** Uniform draws in [0, 1). */
export function seededRandom(seed: number): () => number {
  const next = mulberry32(seed);
  return () => next() / TWO_TO_32;
}

/** Uniform draws in (0, 1), never 0 (nor 1): safe under a logarithm, as Box–Muller needs. */
export function seededOpenRandom(seed: number): () => number {
  const next = mulberry32(seed);
  return () => (next() + 0.5) / TWO_TO_32;
}
