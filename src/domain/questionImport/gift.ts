// GIFT format (Moodle), multiple-choice subset: "::title:: text { =right ~wrong ~%50%partly right #feedback
// ####general feedback }", "$CATEGORY: a/b" for the topic, "//" comments, {T}/{F} true-false questions.
// Answers with a positive weight count as correct; the general feedback becomes the explanation.
import type { ImportError, ImportedQuestion, ImportResult } from './types.ts';
import { DEFAULT_TOPIC } from './types.ts';
import { lettersFor, validateQuestion } from './validateQuestion.ts';

const ESCAPED = /\\([~=#{}:])/g;
const unescape = (text: string) => text.replace(ESCAPED, '$1').trim();

/** Index of the first unescaped `char` at or after `from`, or -1. */
function findUnescaped(text: string, char: string, from = 0): number {
  for (let i = from; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === char) return i;
  }
  return -1;
}

/** Splits the answer block at unescaped = and ~ that start an answer. */
function answerItems(block: string): { mark: '=' | '~'; body: string }[] {
  const items: { mark: '=' | '~'; body: string }[] = [];
  let current: { mark: '=' | '~'; body: string } | null = null;
  for (let i = 0; i < block.length; i++) {
    const char = block[i]!;
    if (char === '\\') {
      if (current) current.body += char + (block[i + 1] ?? '');
      i++;
    } else if (char === '=' || char === '~') {
      current = { mark: char, body: '' };
      items.push(current);
    } else if (current) current.body += char;
  }
  return items;
}

interface Block {
  line: number;
  text: string;
}

function blocksOf(source: string): { blocks: Block[]; categories: Map<number, string> } {
  const blocks: Block[] = [];
  const categories = new Map<number, string>();
  let current: Block | null = null;
  source.split(/\r?\n/).forEach((raw, index) => {
    const line = index + 1;
    const text = raw.trim();
    if (text.startsWith('//')) return;
    const category = /^\$CATEGORY:\s*(.+)$/i.exec(text);
    if (category) {
      categories.set(line, category[1]!.split('/').filter(Boolean).at(-1) ?? DEFAULT_TOPIC);
      current = null;
      return;
    }
    if (text === '') {
      // A blank line ends a question only when its braces are closed.
      if (current && findUnescaped(current.text, '}', findUnescaped(current.text, '{')) >= 0) current = null;
      return;
    }
    if (!current) {
      current = { line, text };
      blocks.push(current);
    } else current.text += `\n${text}`;
  });
  return { blocks, categories };
}

function topicAt(categories: Map<number, string>, line: number): string {
  let topic = DEFAULT_TOPIC;
  for (const [at, name] of categories) if (at < line) topic = name;
  return topic;
}

export function parseGift(source: string): ImportResult {
  const { blocks, categories } = blocksOf(source);
  const questions: ImportedQuestion[] = [];
  const errors: ImportError[] = [];
  for (const block of blocks) {
    const open = findUnescaped(block.text, '{');
    const close = open >= 0 ? findUnescaped(block.text, '}', open) : -1;
    if (open < 0 || close < 0) {
      errors.push({ line: block.line, message: 'Expected the answers between { and }.' });
      continue;
    }
    const stem = block.text.slice(0, open).replace(/^::.*?::/s, '');
    let answers = block.text.slice(open + 1, close);
    let explanation = '';
    const general = answers.indexOf('####');
    if (general >= 0) {
      explanation = unescape(answers.slice(general + 4));
      answers = answers.slice(0, general);
    }
    const question: ImportedQuestion = { line: block.line, topic: topicAt(categories, block.line), text: unescape(stem), options: [], correct: [], explanation };
    const trueFalse = /^\s*(T|TRUE|F|FALSE)\s*$/i.exec(answers);
    if (trueFalse) {
      question.options = [
        { letter: 'A', text: 'True' },
        { letter: 'B', text: 'False' },
      ];
      question.correct = [trueFalse[1]!.toUpperCase().startsWith('T') ? 'A' : 'B'];
    } else {
      const items = answerItems(answers);
      if (/->/.test(answers)) {
        errors.push({ line: block.line, message: 'Matching questions cannot be imported.' });
        continue;
      }
      if (items.length > 0 && items.every((item) => item.mark === '=')) {
        errors.push({ line: block.line, message: 'Only multiple-choice questions can be imported (this looks like a short-answer question).' });
        continue;
      }
      const letters = lettersFor(items.length);
      items.forEach((item, position) => {
        const feedback = findUnescaped(item.body, '#');
        let body = feedback >= 0 ? item.body.slice(0, feedback) : item.body;
        const weight = /^\s*%(-?\d+(?:\.\d+)?)%/.exec(body);
        if (weight) body = body.slice(weight[0].length);
        const letter = letters[position];
        if (!letter) return;
        question.options.push({ letter, text: unescape(body) });
        const correct = item.mark === '=' || (weight !== null && Number(weight[1]) > 0);
        if (correct) question.correct.push(letter);
      });
    }
    errors.push(...validateQuestion(question));
    questions.push(question);
  }
  return { questions, errors };
}
