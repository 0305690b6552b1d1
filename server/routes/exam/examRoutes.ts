// The exam simulator's routes of one tenant: questions, exam sync (and its beacon variant), exam state, product config,
// tests.
import type { Db } from '../../db/open.ts';
import type { Tenant } from '@domain/markets/types.ts';
import { createQuestionSource } from '../../services/productQuestions.ts';
import { withAiQuizzes } from '../../ai/quizStore.ts';
import { withQuestionVersions } from '../../ai/fixer/questionVersions.ts';
import { productQuestionRoutes } from './productQuestions.ts';
import { examSyncRoutes } from './examSync.ts';
import { saveAsyncRoutes } from './saveAsync.ts';
import { productConfigRoutes } from './productConfig.ts';
import { testsRoutes } from './tests.ts';
import type { RouteApp } from '../../lib/routeApp.ts';

export async function examRoutes(app: RouteApp, { db, tenant }: { db: Db; tenant: Tenant }): Promise<void> {
  // One cache of questions and answer keys for the questions route and sync alike; with the fixer's question
  // versions, and generated quizzes (ai-…).
  const questions = withAiQuizzes(withQuestionVersions(createQuestionSource(db, tenant), db, tenant), db, tenant);
  await app.register(productQuestionRoutes, { questions });
  await app.register(examSyncRoutes, { db, questions });
  await app.register(saveAsyncRoutes, { db, questions });
  await app.register(productConfigRoutes, { db, tenant });
  await app.register(testsRoutes, { db, tenant, questions });
}
