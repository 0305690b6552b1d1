// A signed-in learner's earlier tests of this product and mode, as the server keeps them (SPEC §7 tests list).
// Offline or for guests there is nothing to show, and no error: the attempt itself lives on the device.
import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { usePendingCount, useStoredAttempt } from '../../db/hooks.ts';
import type { ShopDatabase } from '../../db/db.ts';
import type { TestMode } from '../../domain/config/types.ts';
import type { TestRecord } from '../../domain/exam/testsList.ts';
import { GUEST_USER_ID } from '../../domain/constants.ts';
import type { ApiClient } from '../../api/client.ts';
import { listTests } from './testsApi.ts';
import { formatTestMoment } from './testNames.ts';

/**
 * What the server's list depends on from this device: which test the attempt runs and whether it is submitted, once
 * the learner's actions on the product have all been sent (the server has then seen them); null while some are on
 * their way, or while the device is still being read.
 */
function useSyncedAttemptStamp(db: ShopDatabase, productId: string, owner: string): string | null {
  const pending = usePendingCount(db, productId, owner);
  // null: no attempt; undefined: not read yet.
  const attempt = useStoredAttempt(db, productId);
  if (pending === undefined || attempt === undefined || pending > 0) return null;
  return `${attempt?.mode}|${attempt?.state?.testId}|${attempt?.state?.submittedResult ? 'submitted' : 'open'}`;
}

interface TestsHistoryProps {
  api: ApiClient;
  db: ShopDatabase;
  productId: string;
  owner: string;
  mode: TestMode;
}

export function TestsHistory({ api, db, productId, owner, mode }: TestsHistoryProps) {
  const { t, i18n } = useLingui();
  const listFor = `${productId}|${owner}|${mode}`;
  // The list is kept with whose it is: another learner, product or mode never sees it, even while theirs loads.
  const [loaded, setLoaded] = useState<{ listFor: string; tests: TestRecord[] } | null>(null);
  const stamp = useSyncedAttemptStamp(db, productId, owner);
  const fetchedFor = useRef<string | null>(null);
  useEffect(() => {
    const key = `${listFor}|${stamp}`;
    if (owner === GUEST_USER_ID || stamp === null || fetchedFor.current === key) return;
    fetchedFor.current = key;
    let live = true;
    let answered = false;
    const forget = () => {
      if (fetchedFor.current === key) fetchedFor.current = null;
    };
    listTests(api, productId, owner, mode)
      .then((list) => live && setLoaded({ listFor, tests: list.tests }))
      // Offline or refused: nothing to show, and the next change asks again.
      .catch(forget)
      .finally(() => {
        answered = true;
      });
    return () => {
      live = false;
      if (!answered) forget();
    };
  }, [api, productId, owner, mode, listFor, stamp]);
  const tests = loaded?.listFor === listFor ? loaded.tests : [];
  if (tests.length === 0) return null;
  return (
    <section className="tests-history" aria-label={t`Your tests`}>
      <h2>{t`Your tests`}</h2>
      <ul>
        {[...tests].reverse().map((test) => (
          <li key={test.testId}>
            <strong>{test.name}</strong> · {formatTestMoment(i18n, new Date(test.updatedAt))} ·{' '}
            {test.status === 'submitted'
              ? test.failure
                ? t`${test.passingScorePer ?? 0} % – not passed`
                : t`${test.passingScorePer ?? 0} % – passed`
              : test.status === 'abandoned'
                ? t`not finished`
                : t`in progress`}
          </li>
        ))}
      </ul>
    </section>
  );
}
