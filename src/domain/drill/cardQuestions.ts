// Which question a drill card shows: the product's current version of the question it was made from. A fix of a
// question is published under a new id (`cf-005.v2`, src/domain/learning/questionVersions.ts); a card made from
// `cf-005` before the fix shows the fixed question, so the drill shows every due card the counts count. A card whose
// question left the product has nothing to show.
import { baseQuestionId } from '../learning/questionVersions.ts';

export interface CardWithQuestion<C, Q> {
  card: C;
  question: Q;
}

export function cardsWithCurrentQuestions<C extends { questionId: string }, Q extends { id: string }>(cards: readonly C[], questions: readonly Q[]): CardWithQuestion<C, Q>[] {
  const current = new Map(questions.map((question) => [baseQuestionId(question.id), question]));
  return cards.flatMap((card) => {
    const question = current.get(baseQuestionId(card.questionId));
    return question ? [{ card, question }] : [];
  });
}
