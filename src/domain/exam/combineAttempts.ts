// Two copies of an attempt (this device's and the server's, which holds other devices' actions too) combined. The
// same attempt is merged by joining the two logs and reading the attempt from the join (deriveAttempt.ts): the result
// is the same on every device and on the server, whichever copy is newer. Different attempts are not mixed: the more
// recently changed one wins. A copy submitted before attempts had a log is final.
import type { TestMode } from '../config/types.ts';
import { joinLogs, type AttemptLog } from './attemptLog.ts';
import { deriveAttempt } from './deriveAttempt.ts';
import { frameOf } from './legacyAttempt.ts';
import type { LocalExamState } from './types.ts';

/** Same attempt: same product and question list, and (when both have a log) the same start. */
export function isSameAttempt(a: LocalExamState, b: LocalExamState): boolean {
  const sameShape = a.test.productId === b.test.productId && a.nQuestion === b.nQuestion && (a.questionIds ?? []).join() === (b.questionIds ?? []).join();
  if (!sameShape) return false;
  return !a.clockOrigin || !b.clockOrigin || !a.log || !b.log || a.clockOrigin.at === b.clockOrigin.at;
}

export function combineAttempts(
  local: LocalExamState | null,
  server: LocalExamState | null,
  mode: TestMode,
): LocalExamState | null {
  if (!server) return local;
  if (!local) return server;
  if (!isSameAttempt(local, server)) return server.lastModified > local.lastModified ? server : local;
  const ours = frameOf(local);
  const theirs = frameOf(server);
  if (ours && theirs) {
    const lastModified = Math.max(local.lastModified, server.lastModified);
    // The server scores answers: of an answer both copies hold, the server's score stands.
    const log = joinLogs(theirs.log, ours.log);
    if (local.log && lastModified === local.lastModified && sameLogs(log, local.log)) return local;
    return deriveAttempt({ ...ours, lastModified, log }, mode === 'exam');
  }
  // A copy submitted before attempts had a log is final.
  return ours ? server : local;
}

function sameLogs(a: AttemptLog, b: AttemptLog): boolean {
  const keys = ['answers', 'marks', 'pauses', 'resumes', 'submits'] as const;
  return keys.every((key) => a[key].length === b[key].length) && a.answers.every((entry, i) => entry.every((value, j) => value === b.answers[i]![j]));
}
