// One question on the question fixer's review list, as a flat record: the one shape the server answers
// (server/ai/fixer/reviewRecords.ts: `npm run ai:review`, GET operator/reviews and its CSV) and the operator page reads.
// A type alias, not an interface: the CSV writer takes it as a record of cells.
export type ReviewRecord = {
  status: string;
  bank: string;
  locale: string;
  question: string;
  confidencePercent: number | null;
  /** The proposed correct answers joined with `+` (empty without a proposal). */
  proposedKey: string;
  proposedExplanation: string;
  /** The evidence lines joined with `; `. */
  evidence: string;
  /** ISO 8601. */
  updatedAt: string;
};
