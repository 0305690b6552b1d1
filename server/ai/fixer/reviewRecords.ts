// The question fixer's review list as flat records: one shape for `npm run ai:review`, the operator view and its CSV.
import type { Db } from '../../db/open.ts';
import type { Tenant } from '@domain/markets/types.ts';
import { reviewList } from './fixer.ts';
import type { ReviewRecord } from '@domain/aiQuiz/reviewRecord.ts';

export type { ReviewRecord };

/** Newest first; with a tenant, only the questions of that tenant's products (the operator's view). */
export async function reviewRecords(db: Db, tenant?: Tenant): Promise<ReviewRecord[]> {
  const { rows } = await reviewList(db, tenant);
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
