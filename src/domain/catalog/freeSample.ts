// The free sample of a question bank: its topics in turn (in the order they first appear), each topic's questions
// in bank order. A free demo serves the sample's first N questions, so every topic of its bank is represented
// (and the catalog generator, which serves only what free products serve, has questions in every topic).

/** Each question's 1-based rank in the bank's free sample, for questions given in bank order. */
export function sampleRanks(questions: readonly { topic: string }[]): number[] {
  const topics = new Map<string, number[]>();
  questions.forEach((question, index) => {
    const indices = topics.get(question.topic) ?? [];
    if (indices.length === 0) topics.set(question.topic, indices);
    indices.push(index);
  });
  const ranks = new Array<number>(questions.length);
  const queues = [...topics.values()];
  let rank = 0;
  for (let round = 0; rank < questions.length; round++) {
    for (const queue of queues) {
      const index = queue[round];
      if (index !== undefined) ranks[index] = ++rank;
    }
  }
  return ranks;
}
