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
import type { Authenticator } from '../../auth/authenticate.ts';
import type { Commerce } from '../../commerce/commerce.ts';
import { createQuestionGate } from '../../commerce/questionGate.ts';
import type { AppMetrics } from '../../metrics/metrics.ts';

export async function examRoutes(
  app: RouteApp,
  { db, tenant, authenticator, clock, metrics }: { db: Db; tenant: Tenant; authenticator: Authenticator; commerce: Commerce; clock: () => number; metrics: AppMetrics },
): Promise<void> {
  // One cache of questions and answer keys for the questions route and sync alike; with the fixer's question
  // versions, and generated quizzes (ai-…).
  const questions = withAiQuizzes(withQuestionVersions(createQuestionSource(db, tenant), db, tenant), db, tenant);
  // Paid products' questions only for a buyer (issue 13); generated quizzes are free demos.
  const gate = createQuestionGate({ db, tenant, authenticator, clock });
  await app.register(productQuestionRoutes, { questions, gate });
  await app.register(examSyncRoutes, { db, questions, metrics });
  await app.register(saveAsyncRoutes, { db, questions, metrics });
  await app.register(productConfigRoutes, { db, tenant });
  await app.register(testsRoutes, { db, tenant, questions, gate });
}
