// The question fixer's review list as flat records: one shape for `npm run ai:review`, the operator view and its CSV.
import type { Db } from '../../db/open.ts';
import { reviewList } from './fixer.ts';

export type ReviewRecord = {
  status: string;
  bank: string;
  locale: string;
  question: string;
  confidencePercent: number | null;
  proposedKey: string;
  proposedExplanation: string;
  evidence: string;
  updatedAt: string;
};

/** Newest first. */
export async function reviewRecords(db: Db): Promise<ReviewRecord[]> {
  const { rows } = await reviewList(db);
  return rows.map((row) => ({
    status: row.status,
    bank: row.bankId,
    locale: row.locale,
    question: row.questionId,
    confidencePercent: row.confidencePercent,
    proposedKey: row.proposal?.correct.join('+') ?? '',
    proposedExplanation: row.proposal?.explanation ?? '',
    evidence: row.evidence.join('; '),
    updatedAt: row.updatedAt.toISOString(),
  }));
}
