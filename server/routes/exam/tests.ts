// The tests of a product (SPEC §7 "Tests"): list per mode, init (create or force_create, with the questions when
// tdli), saveStatus. Guests keep their tests on the device: they get the same answers and nothing is stored.
import type { Db } from '../../db/open.ts';
import { badRequest, conflict, notFound } from '../../lib/httpError.ts';
import { deviceOnlyTest, initTest, listTests, saveTestStatus } from '../../services/examTests.ts';
import { productQuestionCount } from '../../services/productConfigs.ts';
import type { QuestionSource } from '../../services/productQuestions.ts';
import { GUEST_USER_ID } from '@domain/constants.ts';
import type { InitTestResponse, SaveTestStatusResponse, TestsList } from '@domain/exam/testsList.ts';
import type { Tenant } from '@domain/markets/types.ts';
import { InitBody, InitResponse, ListParams, SaveStatusBody, SaveStatusResponse, TestParams, TestsListSchema } from './testSchemas.ts';
import type { RouteApp } from '../../lib/routeApp.ts';
import type { QuestionGate } from '../../commerce/questionGate.ts';

const tags = ['tests'];

export async function testsRoutes(app: RouteApp, { db, tenant, questions, gate }: { db: Db; tenant: Tenant; questions: QuestionSource; gate: QuestionGate }): Promise<void> {
  async function questionCountOf(productId: string): Promise<number> {
    const count = await productQuestionCount(db, tenant, productId);
    if (count === null) throw notFound(`No product ${productId}`, 'unknown_product');
    return count;
  }

  app.get(
    '/products/:productId/tests/:userId/:mode',
    { schema: { tags, summary: "The user's tests of a product in one mode, oldest first", params: ListParams, response: { 200: TestsListSchema } } },
    async (request, reply): Promise<TestsList> => {
      const { productId, userId, mode } = request.params;
      await questionCountOf(productId);
      reply.header('cache-control', 'private, no-store');
      if (userId === GUEST_USER_ID) return { productId, mode, lastActiveTestId: null, tests: [] };
      return listTests(db, userId, productId, mode);
    },
  );

  app.post(
    '/products/:productId/tests/:testId/init/:userId',
    {
      schema: {
        tags,
        summary: 'Create a test (create keeps an existing one, force_create resets it); with tdli, also the questions',
        params: TestParams,
        body: InitBody,
        response: { 200: InitResponse },
      },
    },
    async (request, reply): Promise<InitTestResponse> => {
      const { productId, testId, userId } = request.params;
      const { action, tdli, mode, name } = request.body;
      const count = await questionCountOf(productId);
      const nQuestion = request.body.nQuestion ?? count;
      if (nQuestion > count) throw badRequest(`nQuestion: the product has ${count} questions`, 'question_count_out_of_range');
      // A full product's questions only for a buyer (the test itself may still be created without them).
      if (tdli && (await gate.isGated(productId))) await gate.admit(request, productId);
      const product = tdli ? await questions.get(productId) : null;
      if (tdli && !product) throw notFound(`No questions for ${productId}`, 'no_questions');
      const answer =
        userId === GUEST_USER_ID
          ? { result: 'created' as const, test: deviceOnlyTest(testId, name ?? testId, nQuestion) }
          : await initTest(db, { userId, productId, mode, testId }, { action, name, nQuestion });
      reply.header('cache-control', 'no-store');
      return product ? { ...answer, questions: product.payload } : answer;
    },
  );

  app.post(
    '/products/:productId/tests/:testId/saveStatus/:userId',
    {
      schema: {
        tags,
        summary: 'Save a test’s status and results; a submitted test stays submitted',
        params: TestParams,
        body: SaveStatusBody,
        response: { 200: SaveStatusResponse },
      },
    },
    async (request): Promise<SaveTestStatusResponse> => {
      const { productId, testId, userId } = request.params;
      const { status, nRightQuestion, passingScorePer, failure } = request.body;
      if (status === 'submitted' && (nRightQuestion === undefined || passingScorePer === undefined || failure === undefined)) {
        throw badRequest('A submitted test needs its results: nRightQuestion, passingScorePer and failure', 'results_required');
      }
      await questionCountOf(productId);
      if (userId === GUEST_USER_ID) return { result: 'kept-on-device' };
      const outcome = await saveTestStatus(db, { userId, productId, mode: request.body.mode, testId }, request.body);
      if (outcome.kind === 'unknown-test') throw notFound(`No ${request.body.mode} test ${testId} of ${productId}`, 'unknown_test');
      if (outcome.kind === 'test-submitted') throw conflict(`Test ${testId} is submitted: only a restart starts it again`, 'test_submitted');
      return { result: 'saved', test: outcome.test };
    },
  );
}
