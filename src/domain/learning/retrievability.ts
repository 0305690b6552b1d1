// FSRS-6 retrievability: the chance the learner still recalls a drilled card `now`, from its stability (days) and its
// last review, with ts-fsrs's default decay. The readiness estimate weighs the answer to a drilled question by it,
// so a right answer long ago counts for less than one from yesterday.
const DECAY = 0.1542;
const FACTOR = Math.pow(0.9, -1 / DECAY) - 1;
const DAY_MS = 86_400_000;

export function retrievability(stabilityDays: number, lastReviewAt: number | null, now: number): number {
  if (lastReviewAt === null || !(stabilityDays > 0)) return 1;
  const days = Math.max(0, (now - lastReviewAt) / DAY_MS);
  return Math.pow(1 + (FACTOR * days) / stabilityDays, -DECAY);
}
