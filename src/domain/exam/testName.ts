// A test name as the learner typed or pasted it, made safe to store and sync: control characters (a pasted tab or
// line break) become spaces, runs of spaces one, a broken UTF-16 pair the replacement character; at most
// TEST_NAME_MAX_LENGTH characters (counted as the server counts them, by code point). Blank → the fallback.
import { TEST_NAME_MAX_LENGTH } from './testsList.ts';

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001F\u007F]+/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function cleanTestName(typed: string, fallback: string): string {
  const cleaned = typed.replace(LONE_SURROGATE, '\uFFFD').replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  const name = Array.from(cleaned).slice(0, TEST_NAME_MAX_LENGTH).join('').trim();
  return name === '' ? fallback : name;
}
