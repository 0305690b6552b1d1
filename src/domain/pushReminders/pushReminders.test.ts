import { describe, expect, it } from 'vitest';
import { daysMask, daysOfMask, reminderSettingsProblem } from './reminderSettings.ts';
import { localTimeIn } from './localTime.ts';
import { subscriptionProblem } from './subscription.ts';
import { readReminderPayload } from './payload.ts';
import { mayOfferReminders } from './offerRule.ts';

const P256DH = 'B' + 'A'.repeat(86);
const AUTH = 'A'.repeat(22);

describe('reminder settings', () => {
  it.each([
    [{ hour: 0, days: [0], timeZone: 'UTC' }, null],
    [{ hour: 23, days: [0, 6], timeZone: 'Europe/Berlin' }, null],
    [{ hour: 24, days: [1], timeZone: 'UTC' }, 'hour-out-of-range'],
    [{ hour: -1, days: [1], timeZone: 'UTC' }, 'hour-out-of-range'],
    [{ hour: 7.5, days: [1], timeZone: 'UTC' }, 'hour-out-of-range'],
    [{ hour: 7, days: [], timeZone: 'UTC' }, 'no-day'],
    [{ hour: 7, days: [7], timeZone: 'UTC' }, 'day-out-of-range'],
    [{ hour: 7, days: [1], timeZone: 'Mars/Olympus' }, 'unknown-time-zone'],
    [{ hour: 7, days: [1], timeZone: '' }, 'unknown-time-zone'],
  ])('%j → %s', (settings, problem) => {
    expect(reminderSettingsProblem(settings)).toBe(problem);
  });

  it('keeps days as a mask and back', () => {
    expect(daysOfMask(daysMask([5, 1, 1, 3]))).toEqual([1, 3, 5]);
  });
});

describe('local time in a zone', () => {
  it('reads the hour, weekday and date where the learner lives', () => {
    const instant = Date.UTC(2026, 11, 4, 23, 30); // Friday 23:30 UTC
    expect(localTimeIn('UTC', instant)).toEqual({ hour: 23, day: 5, date: '2026-12-04' });
    expect(localTimeIn('Europe/Berlin', instant)).toEqual({ hour: 0, day: 6, date: '2026-12-05' });
    expect(localTimeIn('America/New_York', instant)).toEqual({ hour: 18, day: 5, date: '2026-12-04' });
  });
});

describe('push subscription', () => {
  const ok = { endpoint: 'https://push.example.com/send/abc', keys: { p256dh: P256DH, auth: AUTH } };
  it.each([
    [ok, false, null],
    [{ ...ok, endpoint: 'http://push.example.com/x' }, false, 'endpoint-not-https'],
    [{ ...ok, endpoint: 'http://127.0.0.1:9/x' }, false, 'endpoint-not-https'],
    [{ ...ok, endpoint: 'http://127.0.0.1:9/x' }, true, null],
    [{ ...ok, endpoint: 'http://push.example.com/x' }, true, 'endpoint-not-https'],
    [{ ...ok, endpoint: 'not a url' }, false, 'endpoint-malformed'],
    [{ ...ok, endpoint: 'https://u:p@push.example.com/x' }, false, 'endpoint-malformed'],
    [{ ...ok, keys: { p256dh: P256DH.slice(1), auth: AUTH } }, false, 'keys-malformed'],
    [{ ...ok, keys: { p256dh: P256DH, auth: AUTH + 'AA' } }, false, 'keys-malformed'],
    [{ ...ok, keys: { p256dh: P256DH, auth: 'A'.repeat(21) + '+' } }, false, 'keys-malformed'],
  ])('%j (loopback http allowed: %s) → %s', (subscription, allowLoopbackHttp, problem) => {
    expect(subscriptionProblem(subscription, { allowLoopbackHttp })).toBe(problem);
  });
});

describe('reminder payload', () => {
  const payload = { kind: 'study-reminder', title: 't', body: 'b', due: 3, url: '/de/x/y/z/quiz?drill=1', stopLabel: 's' };
  it('reads a reminder and refuses anything else', () => {
    expect(readReminderPayload(payload)).toEqual(payload);
    expect(readReminderPayload({ ...payload, url: '//evil.example.com/' })).toBeNull();
    expect(readReminderPayload({ ...payload, url: 'https://evil.example.com/' })).toBeNull();
    expect(readReminderPayload({ ...payload, due: -1 })).toBeNull();
    expect(readReminderPayload('hello')).toBeNull();
  });
});

describe('when the results page offers reminders', () => {
  const HOUR = 3600_000;
  it.each([
    [{ firstSeenAt: null, dismissedAt: null }, false],
    [{ firstSeenAt: 0, dismissedAt: null }, false],
    [{ firstSeenAt: -13 * HOUR, dismissedAt: null }, true],
    [{ firstSeenAt: -40 * 24 * HOUR, dismissedAt: -2 * HOUR }, false],
    [{ firstSeenAt: -40 * 24 * HOUR, dismissedAt: -31 * 24 * HOUR }, true],
  ])('%j → %s', (memory, offered) => {
    expect(mayOfferReminders(memory, 0)).toBe(offered);
  });
});
