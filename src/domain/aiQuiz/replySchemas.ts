// The JSON schemas a model must answer with (Chat Completions `response_format: json_schema`, strict), and the
// validation of every reply against them: a model's promise to follow the schema is never trusted.
import type { DraftQuestion } from './types.ts';
import { MAX_OPTIONS } from './checks.ts';

const str = { type: 'string' } as const;
const strict = <P extends Record<string, unknown>>(properties: P) => ({ type: 'object', properties, required: Object.keys(properties), additionalProperties: false }) as const;

export const TOPICS_REPLY_SCHEMA = {
  name: 'quiz_topics',
  strict: true,
  schema: strict({ topics: { type: 'array', items: strict({ name: str }) } }),
} as const;

/**
 * The questions' schema for one request: `topic` can only be one of the chosen topic ids and `language` only the
 * site's, so a model that honours strict schemas cannot write a topic's name or another language there.
 */
export function quizReplySchema(topicIds: readonly string[], locale: string) {
  return {
    name: 'quiz_questions',
    strict: true,
    schema: strict({
      questions: {
        type: 'array',
        items: strict({
          topic: { type: 'string', enum: [...topicIds] },
          language: { type: 'string', const: locale },
          text: str,
          options: { type: 'array', items: strict({ id: str, text: str }) },
          correct: { type: 'array', items: str },
          multipleAnswers: { type: 'boolean' },
          explanation: str,
        }),
      },
    }),
  } as const;
}

export const BLIND_ANSWER_SCHEMA = {
  name: 'blind_answer',
  strict: true,
  schema: strict({ answer: { type: 'array', items: str } }),
} as const;

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

function exactKeys(value: Record<string, unknown>, keys: readonly string[], where: string): string | null {
  const missing = keys.filter((key) => !(key in value));
  if (missing.length) return `${where}: missing ${missing.join(', ')}`;
  const extra = Object.keys(value).filter((key) => !keys.includes(key));
  return extra.length ? `${where}: unexpected ${extra.join(', ')}` : null;
}

/** A reply's message content as JSON, or why not. */
export function parseJson(content: unknown): Parsed<unknown> {
  if (typeof content !== 'string') return { ok: false, error: 'the reply has no text content' };
  try {
    return { ok: true, value: JSON.parse(content) as unknown };
  } catch {
    return { ok: false, error: 'the reply is not valid JSON' };
  }
}

export function parseTopicsReply(value: unknown, wanted: number): Parsed<string[]> {
  if (!isObject(value) || !Array.isArray(value.topics)) return { ok: false, error: 'expected { topics: [...] }' };
  const names: string[] = [];
  for (const [index, topic] of value.topics.entries()) {
    if (!isObject(topic) || typeof topic.name !== 'string' || topic.name.trim() === '') return { ok: false, error: `topics[${index}].name must be a non-empty string` };
    names.push(topic.name.trim());
  }
  if (names.length < wanted) return { ok: false, error: `expected ${wanted} topics, got ${names.length}` };
  return { ok: true, value: names.slice(0, wanted) };
}

const QUESTION_KEYS = ['topic', 'language', 'text', 'options', 'correct', 'multipleAnswers', 'explanation'] as const;

/** The questions of a quiz reply with the language each claims; shape only (checks.ts judges the content). */
export function parseQuizReply(value: unknown): Parsed<(DraftQuestion & { language: string })[]> {
  if (!isObject(value) || !Array.isArray(value.questions)) return { ok: false, error: 'expected { questions: [...] }' };
  const out: (DraftQuestion & { language: string })[] = [];
  for (const [index, question] of value.questions.entries()) {
    const where = `questions[${index}]`;
    if (!isObject(question)) return { ok: false, error: `${where} must be an object` };
    const keyError = exactKeys(question, QUESTION_KEYS, where);
    if (keyError) return { ok: false, error: keyError };
    const { topic, language, text, options, correct, multipleAnswers, explanation } = question;
    if (typeof topic !== 'string' || typeof language !== 'string' || typeof text !== 'string' || typeof explanation !== 'string') {
      return { ok: false, error: `${where}: topic, language, text and explanation must be strings` };
    }
    if (typeof multipleAnswers !== 'boolean') return { ok: false, error: `${where}.multipleAnswers must be a boolean` };
    if (!isStringArray(correct)) return { ok: false, error: `${where}.correct must be an array of option ids` };
    if (!Array.isArray(options) || options.length > MAX_OPTIONS * 2) return { ok: false, error: `${where}.options must be an array` };
    const parsedOptions = [];
    for (const [optionIndex, option] of options.entries()) {
      if (!isObject(option) || typeof option.id !== 'string' || typeof option.text !== 'string') {
        return { ok: false, error: `${where}.options[${optionIndex}] must be { id, text } strings` };
      }
      parsedOptions.push({ id: option.id, text: option.text });
    }
    out.push({ topic, language, text, options: parsedOptions, correct, multipleAnswers, explanation });
  }
  return { ok: true, value: out };
}

export function parseBlindAnswer(value: unknown): Parsed<string[]> {
  if (!isObject(value) || !isStringArray(value.answer)) return { ok: false, error: 'expected { answer: [option ids] }' };
  return { ok: true, value: value.answer };
}

/** A blind vote keeps the key only when a strict majority of the answers name exactly the key's options. */
export function keyWinsVote(key: readonly string[], answers: readonly (readonly string[])[]): boolean {
  const wanted = [...new Set(key)].sort().join('\u0000');
  const agreeing = answers.filter((answer) => [...new Set(answer)].sort().join('\u0000') === wanted).length;
  return agreeing * 2 > answers.length;
}

/** Letters compared without case or accents: "Sécurité réseau" and "securite reseau" are one name. */
function foldedName(name: string): string {
  return name.normalize('NFD').replace(/\p{Diacritic}/gu, '').trim().toLowerCase();
}

/**
 * The chosen topic a reply's `topic` names: its id, or (for models that ignore the schema) its name in any case and
 * with or without accents; null when it names none of them.
 */
export function chosenTopicId(written: string, topics: readonly { id: string; name: string }[]): string | null {
  if (topics.some((topic) => topic.id === written)) return written;
  const folded = foldedName(written);
  return topics.find((topic) => foldedName(topic.name) === folded)?.id ?? null;
}
