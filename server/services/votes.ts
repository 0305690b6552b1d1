// Votes on products and questions (issue 4): the first vote of a voter on a target stands; a target's rating is
// the one-decimal average of its votes. Targets and voter keys are built by src/domain/votes/rating.ts.
import { and, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { bankQuestions, products, votes } from '../db/schema.ts';
import { averageRating, isRating, type Rating, type RatingSummary, type VoteTargetKind } from '@domain/votes/rating.ts';
import type { Tenant } from '@domain/markets/types.ts';

export interface VoteTarget {
  kind: VoteTargetKind;
  id: string;
}

/** Whether the tenant sells the product and, with a questionId, whether the product serves that question. */
export async function voteTargetExists(db: Db, tenant: Tenant, productId: string, questionId?: string): Promise<boolean> {
  if (questionId === undefined) {
    const [row] = await db
      .select({ productId: products.productId })
      .from(products)
      .where(and(eq(products.productId, productId), eq(products.tenant, tenant)));
    return row !== undefined;
  }
  // The same questions the product serves (its bank in its language, the first of its free sample only for a free demo).
  const [row] = await db
    .select({ questionId: bankQuestions.questionId })
    .from(products)
    .innerJoin(bankQuestions, and(eq(bankQuestions.bankId, products.bankId), eq(bankQuestions.locale, products.bankLocale)))
    .where(
      and(
        eq(products.productId, productId),
        eq(products.tenant, tenant),
        eq(bankQuestions.questionId, questionId),
        or(isNull(products.questionLimit), lte(bankQuestions.sampleRank, products.questionLimit)),
      ),
    );
  return row !== undefined;
}

const onTarget = (tenant: Tenant, target: VoteTarget) => and(eq(votes.tenant, tenant), eq(votes.targetKind, target.kind), eq(votes.targetId, target.id));

export async function ratingOf(db: Db, tenant: Tenant, target: VoteTarget): Promise<RatingSummary> {
  const [row] = await db
    .select({ votes: sql<number>`count(*)::int`, sum: sql<number>`coalesce(sum(${votes.rating}), 0)::int` })
    .from(votes)
    .where(onTarget(tenant, target));
  const count = Number(row?.votes ?? 0);
  return { average: averageRating(Number(row?.sum ?? 0), count), votes: count };
}

/** The voter's rating of the target, or null when they have not voted on it. */
export async function voteOf(db: Db, tenant: Tenant, target: VoteTarget, voter: string): Promise<Rating | null> {
  const [row] = await db
    .select({ rating: votes.rating })
    .from(votes)
    .where(and(onTarget(tenant, target), eq(votes.voter, voter)));
  return row && isRating(row.rating) ? row.rating : null;
}

/** Records a first vote; a repeat vote changes nothing (also when two arrive at once: the unique key decides). */
export async function castVote(
  db: Db,
  tenant: Tenant,
  target: VoteTarget,
  voter: string,
  rating: Rating,
): Promise<{ status: 'thanks' | 'already-voted' } & RatingSummary> {
  const inserted = await db
    .insert(votes)
    .values({ tenant, targetKind: target.kind, targetId: target.id, voter, rating })
    .onConflictDoNothing({ target: [votes.tenant, votes.targetKind, votes.targetId, votes.voter] })
    .returning({ id: votes.id });
  return { status: inserted.length > 0 ? 'thanks' : 'already-voted', ...(await ratingOf(db, tenant, target)) };
}
