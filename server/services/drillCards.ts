// A user's drill cards (issue 12): keep each card's newest version (by the time of the learner's action; a tie keeps
// the stored one) and answer what changed since a revision. A user's writes take the user's row lock first, so their
// revisions commit in order: a device that has seen revision n has seen every change up to n.
import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/open.ts';
import { drillCards, users } from '../db/schema.ts';
import { DRILL_SYNC_MAX_CARDS, type DrillCardRecord, type DrillSyncResponse } from '@domain/drill/sync.ts';

type Row = typeof drillCards.$inferSelect;

const keyOf = (card: { productId: string; questionId: string }) => `${card.productId}|${card.questionId}`;

function recordOf(row: Row): DrillCardRecord {
  const { dueAt, stability, difficulty, scheduledDays, learningSteps, reps, lapses, state, lastReviewAt } = row.schedule;
  return {
    productId: row.productId,
    questionId: row.questionId,
    reason: row.reason,
    fedBy: row.fedBy,
    updatedAt: row.updatedAt,
    dueAt,
    stability,
    difficulty,
    scheduledDays,
    learningSteps,
    reps,
    lapses,
    state,
    lastReviewAt,
  };
}

/** The newest version of each card sent (a card sent twice in one request counts once). */
function newestOf(cards: readonly DrillCardRecord[]): DrillCardRecord[] {
  const byKey = new Map<string, DrillCardRecord>();
  for (const card of cards) {
    const before = byKey.get(keyOf(card));
    if (!before || card.updatedAt > before.updatedAt) byKey.set(keyOf(card), card);
  }
  return [...byKey.values()];
}

export async function syncDrillCards(db: Db, userId: string, sent: readonly DrillCardRecord[], asked: number): Promise<DrillSyncResponse> {
  const cards = newestOf(sent);
  return db.transaction(async (tx) => {
    // Writers take the user's row lock first, so revisions commit in order.
    if (cards.length > 0) await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [top] = await tx
      .select({ rev: sql<string | number | null>`max(${drillCards.rev})` })
      .from(drillCards)
      .where(eq(drillCards.userId, userId));
    const base = Number(top?.rev ?? 0);
    // A revision this server never gave (a restored or replaced database): the device gets everything again.
    const since = asked > base ? 0 : asked;
    if (cards.length > 0) {
      await tx
        .insert(drillCards)
        .values(
          cards.map(({ productId, questionId, reason, fedBy, updatedAt, ...schedule }, index) => ({
            userId,
            productId,
            questionId,
            reason,
            fedBy,
            updatedAt,
            rev: base + index + 1,
            schedule: {
              dueAt: schedule.dueAt,
              stability: schedule.stability,
              difficulty: schedule.difficulty,
              scheduledDays: schedule.scheduledDays,
              learningSteps: schedule.learningSteps,
              reps: schedule.reps,
              lapses: schedule.lapses,
              state: schedule.state,
              lastReviewAt: schedule.lastReviewAt,
            },
          })),
        )
        .onConflictDoUpdate({
          target: [drillCards.userId, drillCards.productId, drillCards.questionId],
          set: {
            schedule: sql`excluded.schedule`,
            reason: sql`excluded.reason`,
            fedBy: sql`excluded.fed_by`,
            updatedAt: sql`excluded.updated_at`,
            rev: sql`excluded.rev`,
          },
          setWhere: sql`${drillCards.updatedAt} < excluded.updated_at`,
        });
    }
    const changed = await tx
      .select()
      .from(drillCards)
      .where(and(eq(drillCards.userId, userId), gt(drillCards.rev, since)))
      .orderBy(asc(drillCards.rev))
      .limit(DRILL_SYNC_MAX_CARDS + 1);
    const more = changed.length > DRILL_SYNC_MAX_CARDS;
    const page = changed.slice(0, DRILL_SYNC_MAX_CARDS);
    const cursor = page.length > 0 ? page[page.length - 1]!.rev : since;
    // The server's copy of every card sent, whether it took the device's version or kept a newer one.
    const inPage = new Set(page.map(keyOf));
    const missing = cards.filter((card) => !inPage.has(keyOf(card)));
    const stored =
      missing.length === 0
        ? []
        : await tx
            .select()
            .from(drillCards)
            .where(
              and(
                eq(drillCards.userId, userId),
                or(...[...groupByProduct(missing)].map(([productId, questionIds]) => and(eq(drillCards.productId, productId), inArray(drillCards.questionId, questionIds)))),
              ),
            );
    return { cards: [...page, ...stored].map(recordOf), cursor, more };
  });
}

function groupByProduct(cards: readonly DrillCardRecord[]): Map<string, string[]> {
  const byProduct = new Map<string, string[]>();
  for (const card of cards) byProduct.set(card.productId, [...(byProduct.get(card.productId) ?? []), card.questionId]);
  return byProduct;
}
