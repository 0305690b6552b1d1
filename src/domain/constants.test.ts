// Pins every business constant to the value SPEC §9 gives, so an accidental edit fails a test.
import { describe, it, expect } from 'vitest';
import * as c from './constants.ts';

describe('business constants (SPEC §9)', () => {
  it.each([
    ['CATALOG_PAGE_SIZE', c.CATALOG_PAGE_SIZE, 25],
    ['CATALOG_FRESH_MS', c.CATALOG_FRESH_MS, 20 * 60 * 1000],
    ['DISCOUNT_COOKIE_DAYS', c.DISCOUNT_COOKIE_DAYS, 30],
    ['DISCOUNT_ID_MIN_LENGTH_EXCLUSIVE', c.DISCOUNT_ID_MIN_LENGTH_EXCLUSIVE, 10],
    ['PHONE_MIN_DIGITS', c.PHONE_MIN_DIGITS, 6],
    ['LAZY_LOADING_DELAY_MS', c.LAZY_LOADING_DELAY_MS, 200],
    ['TOAST_DISMISS_DEFAULT_S', c.TOAST_DISMISS_DEFAULT_S, 0],
    ['VIEWPORT_MAX_SCALE', c.VIEWPORT_MAX_SCALE, 2],
    ['DEFAULT_EXAM_TIME_MIN', c.DEFAULT_EXAM_TIME_MIN, 20],
    ['DEFAULT_TIME_TO_FINISH_MS', c.DEFAULT_TIME_TO_FINISH_MS, 1_200_000],
    ['SEARCH_TERM_MIN_LENGTH', c.SEARCH_TERM_MIN_LENGTH, 2],
    ['AI_MIN_TOPICS', c.AI_MIN_TOPICS, 3],
    ['AI_MAX_TOPICS', c.AI_MAX_TOPICS, 5],
    ['LAST_USED_PRODUCTS_TOP', c.LAST_USED_PRODUCTS_TOP, 5],
    ['ERROR_REPORT_MAX_ITEMS_PER_MINUTE', c.ERROR_REPORT_MAX_ITEMS_PER_MINUTE, 60],
    ['ERROR_REPORT_WINDOW_MS', c.ERROR_REPORT_WINDOW_MS, 60_000],
    ['ERROR_REPORT_MAX_PAYLOAD_BYTES', c.ERROR_REPORT_MAX_PAYLOAD_BYTES, 512_000],
    ['ERROR_REPORT_MAX_TELEMETRY_EVENTS', c.ERROR_REPORT_MAX_TELEMETRY_EVENTS, 100],
    ['GUEST_USER_ID', c.GUEST_USER_ID, 'guest'],
  ])('%s is %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('default time to finish is the default exam time in ms', () => {
    expect(c.DEFAULT_TIME_TO_FINISH_MS).toBe(c.DEFAULT_EXAM_TIME_MIN * 60_000);
  });

  it('option letters run from A to O, 15 in all, in order', () => {
    expect(c.OPTION_LETTERS.join('')).toBe('ABCDEFGHIJKLMNO');
  });
});
