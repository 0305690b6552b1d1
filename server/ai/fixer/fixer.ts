// The question fixer (issue 14; `npm run ai:fix`): finds suspect bank questions from evidence (item statistics of
// the learners' stored attempts, learner reports of a wrong key, the deterministic checks), and with a model
// proposes a new key, measures its confidence (blind solves of the fixed question plus the evidence) and applies it
// as a new question version at ≥ the country's threshold (95 %, SPEC §9); everything else goes to the review list.
// Without a model it fills the review list and applies nothing.
import { and, eq, isNotNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { bankQuestions, reportEvents, examAttempts, products, questionReviews, questionVersions } from '../../db/schema.ts';
import { loadProductQuestions } from '../../services/productQuestions.ts';
import { OPTION_LETTERS, type OptionLetter } from '@domain/constants.ts';
import { countryForMessageLocale, MARKETS } from '@domain/markets/countries.ts';
import { MESSAGE_LOCALES, type CountryCode, type MessageLocale, type Tenant } from '@domain/markets/types.ts';
import { questionProblems } from '@domain/aiQuiz/checks.ts';
import { itemEvidence, judgeFix, type ItemResponse } from '@domain/aiQuiz/fixer.ts';
import { BLIND_ANSWER_SCHEMA, parseBlindAnswer, type Parsed } from '@domain/aiQuiz/replySchemas.ts';
import type { ChatClient } from '../chatClient.ts';
import { samplingOf } from '../llmGenerator.ts';
import { versionedQuestionId } from './questionVersions.ts';
import type { QuestionReportReason } from '@domain/reports/reportEvent.ts';
import { FEEDBACK_REPORTED_AS } from '@domain/aiQuiz/feedback.ts';

/** The learners' reports that the key is wrong: their own 'wrong_answer' reports and the AI flag's 'wrong-key' (stored as it). */
const WRONG_KEY_REPORT: QuestionReportReason = FEEDBACK_REPORTED_AS['wrong-key'];

export const FIX_SOLVES = 3;
const MIN_ANSWERED_FOR_STRENGTH = 5;

export const FIX_REPLY_SCHEMA = {
  name: 'question_fix',
  strict: true,
  schema: {
    type: 'object',
    properties: { correct: { type: 'array', items: { type: 'string' } }, explanation: { type: 'string' } },
    required: ['correct', 'explanation'],
    additionalProperties: false,
  },
} as const;

export interface FixerReport {
  examined: number;
  suspects: number;
  applied: { bankId: string; locale: string; questionId: string; newId: string; confidencePercent: number }[];
  reviewed: number;
}

interface BankQuestion {
  bankId: string;
  locale: string;
  /** The bank id; the versioned id (cf-005.v2) once fixed. */
  servedId: string;
  questionId: string;
  version: number;
  text: string;
  options: { letter: OptionLetter; text: string }[];
  correct: OptionLetter[];
  explanation: string;
}

const keyOf = (bankId: string, locale: string, questionId: string) => `${bankId}/${locale}/${questionId}`;
const lettersOf = (solution: Record<string, unknown>) => OPTION_LETTERS.filter((letter) => solution[letter] === true);

/** Every learner answer on a served question id, with the strength of the attempt it belongs to. */
async function collectResponses(db: Db): Promise<Map<string, ItemResponse[]>> {
  const rows = await db
    .select({ productId: examAttempts.productId, state: examAttempts.state, tenant: products.tenant, bankId: products.bankId, locale: products.bankLocale })
    .from(examAttempts)
    .innerJoin(products, eq(products.productId, examAttempts.productId))
    .where(and(isNotNull(examAttempts.state), isNotNull(products.bankId)));
  const defaultIds = new Map<string, string[]>();
  const responses = new Map<string, ItemResponse[]>();
  for (const row of rows) {
    const state = row.state!;
    let ids = state.questionIds;
    if (!ids) {
      if (!defaultIds.has(row.productId)) defaultIds.set(row.productId, (await loadProductQuestions(db, row.tenant as Tenant, row.productId))?.payload.questions.map((q) => q.id) ?? []);
      ids = defaultIds.get(row.productId)!;
    }
    const answered = Object.entries(state.userSolution).filter(([, s]) => s?.hasBeenAnswered);
    if (answered.length < MIN_ANSWERED_FOR_STRENGTH) continue;
    const strength = answered.filter(([, s]) => s!.isCorrect).length / answered.length;
    for (const [number, solution] of answered) {
      const id = ids[Number(number) - 1];
      if (!id) continue;
      const key = keyOf(row.bankId!, row.locale!, id);
      responses.set(key, [...(responses.get(key) ?? []), { strength, picked: lettersOf(solution as unknown as Record<string, unknown>) }]);
    }
  }
  return responses;
}

/** Bank questions with their newest version overlaid. */
async function currentQuestions(db: Db): Promise<BankQuestion[]> {
  const bank = await db.select().from(bankQuestions);
  const versions = await db.select().from(questionVersions);
  const newest = new Map<string, (typeof versions)[number]>();
  for (const v of versions) {
    const key = keyOf(v.bankId, v.locale, v.questionId);
    if ((newest.get(key)?.version ?? 0) < v.version) newest.set(key, v);
  }
  return bank.map((q) => {
    const fix = newest.get(keyOf(q.bankId, q.locale, q.questionId));
    const base = { bankId: q.bankId, locale: q.locale, questionId: q.questionId };
    return fix
      ? { ...base, servedId: versionedQuestionId(q.questionId, fix.version), version: fix.version, text: fix.text, options: fix.options, correct: fix.correct, explanation: fix.explanation }
      : { ...base, servedId: q.questionId, version: 1, text: q.text, options: q.options, correct: q.correct, explanation: q.explanation };
  });
}

/** The home country of a bank locale: its AI settings (threshold, automation, max tokens) apply. */
function countryOf(locale: string): CountryCode {
  const known = (MESSAGE_LOCALES as readonly string[]).includes(locale) ? (locale as MessageLocale) : 'en';
  return countryForMessageLocale(known);
}

export async function runFixer({ db, chat, model, log = () => {} }: { db: Db; chat: ChatClient | null; model?: string; log?: (line: string) => void }): Promise<FixerReport> {
  const responses = await collectResponses(db);
  const reports = new Map(
    (
      await db
        .select({ questionId: reportEvents.questionId, n: sql<number>`count(*)::int` })
        .from(reportEvents)
        .where(and(eq(reportEvents.type, 'question_feedback'), eq(reportEvents.reason, WRONG_KEY_REPORT)))
        .groupBy(reportEvents.questionId)
    ).map((row) => [row.questionId ?? '', row.n]),
  );
  const questions = await currentQuestions(db);
  const report: FixerReport = { examined: questions.length, suspects: 0, applied: [], reviewed: 0 };

  for (const question of questions) {
    const draft = { topic: '', text: question.text, options: question.options.map((o) => ({ id: o.letter, text: o.text })), correct: question.correct, multipleAnswers: question.correct.length > 1, explanation: question.explanation };
    const problems = questionProblems(draft);
    const evidence = itemEvidence(question.correct, responses.get(keyOf(question.bankId, question.locale, question.servedId)) ?? [], reports.get(question.servedId) ?? 0);
    const reasons = [...evidence.reasons, ...(problems.length ? (['check-failed'] as const) : [])];
    if (reasons.length === 0) continue;
    report.suspects++;
    const lines = [...reasons.map(String), ...problems.map((p) => `check:${p}`), `responses:${evidence.responses}`, ...(evidence.favoured ? [`strong-learners-favour:${evidence.favoured.join('+')}`] : [])];

    let proposal: { correct: OptionLetter[]; explanation: string } | null = null;
    let confidencePercent: number | null = null;
    let applied = false;
    if (chat) {
      const country = countryOf(question.locale);
      const market = MARKETS[country];
      const settings = { ...samplingOf(country, model), maxTokens: market.ai.questionFixing.maxTokens };
      const letters = new Set(question.options.map((o) => o.letter));
      const parseFix = (value: unknown): Parsed<{ correct: OptionLetter[]; explanation: string }> => {
        const v = value as { correct?: unknown; explanation?: unknown };
        if (!Array.isArray(v?.correct) || v.correct.length === 0 || !v.correct.every((l) => typeof l === 'string' && letters.has(l as OptionLetter)) || typeof v.explanation !== 'string') {
          return { ok: false, error: 'correct must list option letters of this question, explanation must be a string' };
        }
        return { ok: true, value: { correct: v.correct as OptionLetter[], explanation: v.explanation } };
      };
      try {
        proposal = await chat.ask(
          [
            { role: 'system', content: `You review exam questions written in "${question.locale}". Give the correct option letters and a short explanation in that language.` },
            { role: 'user', content: JSON.stringify({ question: question.text, options: question.options, currentKey: question.correct, evidence: lines }) },
          ],
          FIX_REPLY_SCHEMA,
          settings,
          parseFix,
        );
        const prompt = [
          { role: 'system' as const, content: 'You answer multiple-choice exam questions. Reply with the ids of every correct option, nothing else.' },
          { role: 'user' as const, content: JSON.stringify({ question: question.text, options: draft.options, multipleAnswers: proposal.correct.length > 1 }) },
        ];
        const solves = await Promise.all(
          Array.from({ length: FIX_SOLVES }, () => chat.ask(prompt, BLIND_ANSWER_SCHEMA, { ...settings, temperature: 0 }, parseBlindAnswer).catch(() => null)),
        );
        const kinds = await db.selectDistinct({ kind: products.kind }).from(products).where(and(eq(products.bankId, question.bankId), eq(products.bankLocale, question.locale)));
        const automation = market.ai.questionFixing.automation;
        const judgement = judgeFix({
          proposed: proposal.correct,
          current: question.correct,
          solves,
          favoured: evidence.favoured,
          thresholdPercent: market.ai.questionFixing.confidencePercent,
          automation: kinds.every(({ kind }) => (kind === 'full-product' || kind === 'configured-quiz' ? automation.fullProducts : automation.freeProducts)),
        });
        confidencePercent = judgement.confidencePercent;
        if (judgement.apply) {
          const version = question.version + 1;
          await db.insert(questionVersions).values({
            bankId: question.bankId,
            locale: question.locale,
            questionId: question.questionId,
            version,
            text: question.text,
            options: question.options,
            correct: proposal.correct,
            explanation: proposal.explanation || question.explanation,
            confidencePercent,
            reason: lines.join('; '),
          });
          applied = true;
          report.applied.push({ bankId: question.bankId, locale: question.locale, questionId: question.questionId, newId: versionedQuestionId(question.questionId, version), confidencePercent });
        }
      } catch (error) {
        lines.push(`model-failed:${error instanceof Error ? error.message : String(error)}`);
      }
    }
    await db
      .insert(questionReviews)
      .values({ bankId: question.bankId, locale: question.locale, questionId: question.questionId, evidence: lines, proposal, confidencePercent, status: applied ? 'applied' : 'open' })
      .onConflictDoUpdate({
        target: [questionReviews.bankId, questionReviews.locale, questionReviews.questionId],
        set: { evidence: lines, proposal, confidencePercent, status: applied ? 'applied' : 'open', updatedAt: new Date() },
      });
    if (!applied) report.reviewed++;
    log(`${applied ? 'applied' : 'review'} ${keyOf(question.bankId, question.locale, question.questionId)} ${lines.join(', ')}${confidencePercent === null ? '' : ` confidence ${confidencePercent}%`}`);
  }
  return report;
}

/** The review list, newest first, for `npm run ai:review`. */
/** The review list, newest first; with a tenant, only the reviews of banks that tenant's products use. */
export async function reviewList(db: Db, tenant?: Tenant) {
  const ofTenant = tenant === undefined ? undefined : sql`${questionReviews.bankId} in (select ${products.bankId} from ${products} where ${products.tenant} = ${tenant})`;
  const rows = await db.select().from(questionReviews).where(ofTenant).orderBy(sql`${questionReviews.updatedAt} desc`);
  const [latest] = await db.select({ id: max(questionVersions.id) }).from(questionVersions);
  return { rows, latestVersionId: latest?.id ?? null };
}
