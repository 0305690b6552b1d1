// GIFT (Moodle) as Moodle's own importer reads it (question/format/gift/format.php), for the questions the product
// can hold: multiple choice with exactly one fully right answer (also as a missing-word sentence, with a visible
// blank), multiple answer (no "=" answer: the options with a positive weight, adding up to 100 %, are the correct
// ones) and true/false. Everything else GIFT describes is recognised the way Moodle recognises it and refused with
// its line and the reason: essay, description, short answer, numerical, matching, several answers each fully right,
// a best answer worth less than 100 % credit, multiple-answer weights that do not add up to 100 %, cloze-like text
// with several answer blocks, pictures or media in HTML. With an "=" answer, only an answer at 100 % credit is
// imported as correct; others (partial or negative) as wrong options.
// Per-answer feedback is kept in the explanation, after the general feedback (####).
import type { OptionLetter } from '../constants.ts';
import { hasMedia, safeHtml } from '../richText/safeHtml.ts';
import { plainToHtml, type TextFormat } from '../richText/textFormat.ts';
import { giftEntries, topicOfCategory, type GiftBlock } from './giftBlocks.ts';
import { hideEscapes, restoreEscapes, textWithFormat, type GiftFormat, type GiftText } from './giftText.ts';
import { trueFalseLabels } from './trueFalseLabels.ts';
import { DEFAULT_TOPIC, type ImportError, type ImportedQuestion, type ImportResult } from './types.ts';
import { lettersFor, validateQuestion } from './validateQuestion.ts';

export interface GiftOptions {
  /** Language of the bank, for the labels of true/false options. */
  locale?: string;
}

/** The blank Moodle puts where a missing-word answer block stood. */
export const MISSING_WORD_BLANK = '_____';
/** Moodle's answer weight: %50%, %-33.333%, %100%. */
const WEIGHT = /^%(-?\d{1,3}(?:\.\d+)?)%/;
const FULL_CREDIT = 100;

interface Answer {
  text: GiftText;
  feedback: GiftText | null;
  weight: number;
  /** Written with "=": Moodle then reads a question with one right answer; without any, one with several. */
  equals: boolean;
}

type Parsed = { ok: true; question: ImportedQuestion } | { ok: false; error: ImportError };

const refuse = (line: number, message: string): Parsed => ({ ok: false, error: { line, message, refused: true } });
const fail = (line: number, message: string): Parsed => ({ ok: false, error: { line, message } });

/** Moodle's commentparser: answer text, then "#feedback". */
function splitFeedback(raw: string, format: GiftFormat): { text: GiftText; feedback: GiftText | null } {
  const at = raw.indexOf('#');
  if (at < 0) return { text: textWithFormat(raw.trim(), format), feedback: null };
  return { text: textWithFormat(raw.slice(0, at).trim(), format), feedback: textWithFormat(raw.slice(at + 1).trim(), format) };
}

/** Moodle's multiple-choice answers: "=" marks full credit, "~" the others, "%n%" a weight. */
function multipleChoiceAnswers(answerText: string, format: GiftFormat): Answer[] {
  const items = answerText.replace(/=/g, '~=').split('~');
  if (items[0]?.trim() === '') items.shift();
  return items.map((item) => {
    let body = item.trim();
    let weight = 0;
    const equals = body.startsWith('=');
    if (equals) {
      body = body.slice(1).trim();
      weight = FULL_CREDIT;
    }
    // "=%50%…": the reading (Moodle keeps "%50%" in the text after "=", which no author means).
    const explicit = WEIGHT.exec(body);
    if (explicit) {
      weight = Number(explicit[1]);
      body = body.slice(explicit[0].length);
    }
    return { ...splitFeedback(body, format), weight, equals };
  });
}

/** Positive weights of a multiple-answer question may add up to 100 % within Moodle's rounding (3 × 33.333 %). */
const WEIGHT_SUM_TOLERANCE = 0.01;

/**
 * No answer written with "=": Moodle reads a multiple-answer question (several boxes to tick), each option worth its
 * weight. When the positive weights add up to 100 %, ticking exactly those options is full marks: they are the
 * correct options, and negative or zero ones wrong. Weights that do not add up to 100 % give partial marks at best,
 * which the product cannot hold.
 */
function multipleAnswerQuestion(question: Omit<Pieces, 'options'>, answers: Answer[]): Parsed {
  const positive = answers.filter((answer) => answer.weight > 0);
  const sum = positive.reduce((total, answer) => total + answer.weight, 0);
  if (positive.length === 0) return refuse(question.line, 'Refused: no answer gives any credit, so no option would be correct.');
  if (Math.abs(sum - FULL_CREDIT) > WEIGHT_SUM_TOLERANCE) {
    const total = Math.round(sum * 1000) / 1000;
    return refuse(question.line, `Refused: a multiple-answer question whose right answers add up to ${total} % credit, not 100 %; partial-credit questions cannot be represented.`);
  }
  return assemble({ ...question, options: answers.map((answer) => ({ text: answer.text, feedback: answer.feedback, correct: answer.weight > 0 })) });
}

/** Moodle's format of a text, turned into one the product stores: HTML (sanitised later) or plain. */
function productFormat(text: GiftText): TextFormat {
  if (text.format === 'html') return 'html';
  // Moodle auto-format lets HTML through: text with tags or character references is HTML with line breaks kept.
  if (text.format === 'moodle' && /<[a-zA-Z/]|&(?:[a-zA-Z]+|#\d+|#x[0-9a-fA-F]+);/.test(text.text)) return 'html';
  return 'plain';
}

function asHtml(text: GiftText): string {
  if (productFormat(text) === 'plain') return plainToHtml(text.text);
  return safeHtml(text.format === 'moodle' ? text.text.replace(/\r?\n/g, '<br>') : text.text);
}

interface Pieces {
  line: number;
  topic: string;
  text: GiftText;
  options: { text: GiftText; feedback: GiftText | null; correct: boolean }[];
  generalFeedback: GiftText;
}

/** Puts the pieces in one format: HTML as soon as one piece is HTML, else plain text. */
function assemble({ line, topic, text, options, generalFeedback }: Pieces): Parsed {
  const pieces = [text, generalFeedback, ...options.flatMap((o) => (o.feedback ? [o.text, o.feedback] : [o.text]))];
  const format: TextFormat = pieces.some((piece) => productFormat(piece) === 'html') ? 'html' : 'plain';
  if (format === 'html' && pieces.some((piece) => productFormat(piece) === 'html' && hasMedia(piece.text))) {
    return refuse(line, 'Refused: the question shows a picture, sound, video or embedded object, which is not imported.');
  }
  const render = (piece: GiftText) => (format === 'html' ? asHtml(piece) : piece.text);
  const letters = lettersFor(options.length);
  const feedbackLines = options.flatMap((option, index) => (option.feedback && option.feedback.text !== '' ? [`${letters[index] ?? '?'}: ${render(option.feedback)}`] : []));
  const explanation = [render(generalFeedback), ...feedbackLines].filter((part) => part !== '').join(format === 'html' ? '<br>' : '\n');
  const question: ImportedQuestion = {
    line,
    topic,
    format,
    text: render(text),
    options: options.slice(0, letters.length).map((option, index) => ({ letter: letters[index]!, text: render(option.text) })),
    correct: options.flatMap((option, index) => (option.correct && letters[index] ? [letters[index]] : [])) as OptionLetter[],
    explanation,
  };
  if (options.length > letters.length) return refuse(line, `Refused: a question can have at most ${letters.length} options (A to O); this one has ${options.length}.`);
  const [problem] = validateQuestion(question);
  return problem ? { ok: false, error: problem } : { ok: true, question };
}

function readQuestion(block: GiftBlock, topic: string, locale: string): Parsed {
  const { line } = block;
  let text = hideEscapes(block.text);
  if (text.startsWith('::')) {
    const end = text.indexOf('::', 2);
    if (end >= 0) text = text.slice(end + 2).trim();
    else text = text.slice(2);
  }
  const open = text.indexOf('{');
  const close = text.indexOf('}');
  if (open < 0 && close < 0) return refuse(line, 'Refused: a description (text without an answer block {…}) is not a question.');
  if (open < 0 || close < open) return fail(line, 'The answer block is not closed: expected { … } (a literal brace is written \\{ or \\}).');
  if (text.indexOf('{', close) >= 0) return refuse(line, 'Refused: several answer blocks {…} in one question (embedded answers, cloze) cannot be imported.');

  let answerText = text.slice(open + 1, close).trim();
  // Moodle: answers after the text leave no blank; an answer block inside the sentence becomes a blank.
  const questionRaw = close === text.length - 1 ? text.slice(0, open) : `${text.slice(0, open)}${MISSING_WORD_BLANK}${text.slice(close + 1)}`;
  let generalRaw = '';
  const general = answerText.lastIndexOf('####');
  if (general >= 0) {
    generalRaw = answerText.slice(general + 4);
    answerText = answerText.slice(0, general).trim();
  }
  const questionText = textWithFormat(questionRaw.trim(), 'moodle');
  const generalFeedback = textWithFormat(generalRaw.trim(), questionText.format);
  const format = questionText.format;

  if (answerText === '') return refuse(line, 'Refused: an essay question (empty answer block {}) has no options to choose from.');
  if (answerText.startsWith('#')) return refuse(line, 'Refused: a numerical question ({#…}) has no options to choose from.');
  if (answerText.includes('~')) {
    const answers = multipleChoiceAnswers(answerText, format);
    if (answers.length < 2) return fail(line, 'A multiple-choice question needs at least 2 answers.');
    const bad = answers.find((answer) => answer.weight > FULL_CREDIT || answer.weight < -FULL_CREDIT);
    if (bad) return fail(line, `The answer weight ${bad.weight} % is outside -100 % … 100 %.`);
    if (!answers.some((answer) => answer.equals)) return multipleAnswerQuestion({ line, topic, text: questionText, generalFeedback }, answers);
    const best = Math.max(...answers.map((answer) => answer.weight));
    if (best < FULL_CREDIT) {
      return refuse(line, `Refused: the best answer gives ${best} % credit; only an answer worth 100 % can be imported as correct (partial-credit questions cannot be represented).`);
    }
    const full = answers.filter((answer) => answer.weight === FULL_CREDIT).length;
    if (full > 1) return refuse(line, `Refused: ${full} answers are each fully right on their own; the product marks a question right only when all its correct options are picked together.`);
    return assemble({ line, topic, text: questionText, generalFeedback, options: answers.map((answer) => ({ text: answer.text, feedback: answer.feedback, correct: answer.weight === FULL_CREDIT })) });
  }
  if (answerText.includes('=') && answerText.includes('->')) return refuse(line, 'Refused: a matching question ({=a -> b …}) cannot be imported.');
  const truth = (answerText.includes('#') ? answerText.slice(0, answerText.indexOf('#')) : answerText).trim();
  if (['T', 'TRUE', 'F', 'FALSE'].includes(truth)) {
    const [, wrongRaw, rightRaw] = answerText.split('#', 3).concat(['', '']);
    const wrong = textWithFormat((wrongRaw ?? '').trim(), format);
    const right = textWithFormat((rightRaw ?? '').trim(), format);
    const isTrue = truth.startsWith('T');
    const [truthLabel, falseLabel] = trueFalseLabels(locale);
    const plain = (label: string): GiftText => ({ text: label, format: 'plain' });
    return assemble({
      line,
      topic,
      text: questionText,
      generalFeedback,
      options: [
        { text: plain(truthLabel), feedback: isTrue ? right : wrong, correct: isTrue },
        { text: plain(falseLabel), feedback: isTrue ? wrong : right, correct: !isTrue },
      ],
    });
  }
  return refuse(line, 'Refused: a short-answer question (answers typed in, {=…}) has no options to choose from.');
}

export function parseGift(source: string, { locale = 'en' }: GiftOptions = {}): ImportResult {
  const questions: ImportedQuestion[] = [];
  const errors: ImportError[] = [];
  let topic = DEFAULT_TOPIC;
  for (const entry of giftEntries(source)) {
    if (entry.kind === 'category') {
      topic = topicOfCategory(restoreEscapes(hideEscapes(entry.path))) ?? DEFAULT_TOPIC;
      continue;
    }
    const parsed = readQuestion(entry.block, topic, locale);
    if (parsed.ok) questions.push(parsed.question);
    else errors.push(parsed.error);
  }
  return { questions, errors };
}
