// A signed-in learner's earlier tests of this product and mode, as the server keeps them (SPEC §7 tests list).
// Offline or for guests there is nothing to show, and no error: the attempt itself lives on the device.
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { TestMode } from '../../domain/config/types.ts';
import type { TestRecord } from '../../domain/exam/testsList.ts';
import { GUEST_USER_ID } from '../../domain/constants.ts';
import { useServices } from '../../app/useServices.ts';
import { listTests } from './testsApi.ts';

export function TestsHistory({ productId, owner, mode, refreshKey }: { productId: string; owner: string; mode: TestMode; refreshKey?: unknown }) {
  const { t, i18n } = useLingui();
  const { api } = useServices();
  const [tests, setTests] = useState<TestRecord[]>([]);
  useEffect(() => {
    if (owner === GUEST_USER_ID) return;
    let live = true;
    listTests(api, productId, owner, mode)
      .then((list) => live && setTests(list.tests))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, productId, owner, mode, refreshKey]);
  if (tests.length === 0) return null;
  const date = new Intl.DateTimeFormat(i18n.locale === 'en-cq' ? 'en' : i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="tests-history" aria-label={t`Your tests`}>
      <h2>{t`Your tests`}</h2>
      <ul>
        {[...tests].reverse().map((test) => (
          <li key={test.testId}>
            <strong>{test.name}</strong> · {date.format(new Date(test.updatedAt))} ·{' '}
            {test.status === 'submitted'
              ? test.failure
                ? t`${test.passingScorePer ?? 0} % – not passed`
                : t`${test.passingScorePer ?? 0} % – passed`
              : t`in progress`}
          </li>
        ))}
      </ul>
    </section>
  );
}
