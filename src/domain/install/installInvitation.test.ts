import { describe, expect, it } from 'vitest';
import { installInvitation, isIosSafari, type InstallSituation } from './installInvitation.ts';

const after: InstallSituation = { finishedTests: 1, examRunning: false, declined: false, installed: false, promptAvailable: true, iosSafari: false };

describe('the install invitation', () => {
  it.each<[string, Partial<InstallSituation>, ReturnType<typeof installInvitation>]>([
    ['after a first finished test, with the browser’s prompt', {}, 'prompt'],
    ['after several finished tests', { finishedTests: 7 }, 'prompt'],
    ['on a first visit, nothing finished yet', { finishedTests: 0 }, null],
    ['while an exam runs', { examRunning: true }, null],
    ['once declined', { declined: true }, null],
    ['once installed', { installed: true }, null],
    ['on iOS Safari (no prompt): the how-to', { promptAvailable: false, iosSafari: true }, 'ios-how-to'],
    ['on iOS Safari, declined', { promptAvailable: false, iosSafari: true, declined: true }, null],
    ['a browser with neither (Firefox desktop)', { promptAvailable: false }, null],
  ])('%s', (_case, change, expected) => {
    expect(installInvitation({ ...after, ...change })).toBe(expected);
  });
});

describe('iOS Safari', () => {
  it.each([
    ['iPhone Safari', 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1', 5, true],
    ['iPad asking for the desktop site', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15', 5, true],
    ['a Mac', 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15', 0, false],
    ['Chrome on iPhone', 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/130.0 Mobile/15E148 Safari/604.1', 5, false],
    ['Chrome on Android', 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36', 5, false],
  ])('%s: %s', (_case, userAgent, touchPoints, expected) => {
    expect(isIosSafari(userAgent, touchPoints)).toBe(expected);
  });
});
