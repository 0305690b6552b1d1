// The results page's invitation to study reminders (issue 34): never on a learner's first visit, not again for a while
// after "Not now", not where the browser cannot show notifications or they are blocked, not when this browser is
// subscribed already. "Choose a time" opens the same settings as the account page. A learner without an account reads
// that reminders need one.
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ApiClient } from '../../api/client.ts';
import { mayOfferReminders } from '../../domain/pushReminders/offerRule.ts';
import { browserPush, type PushBrowser } from './pushBrowser.ts';
import { readOfferMemory, writeOfferMemory } from './offerMemory.ts';
import { ReminderSettings } from './ReminderSettings.tsx';
import './reminders.css';

export interface ReminderOfferProps {
  api: ApiClient;
  userId: string | null;
  browser?: PushBrowser;
  now?: () => number;
  storage?: Storage;
}

export function ReminderOffer({ api, userId, browser = browserPush, now = Date.now, storage }: ReminderOfferProps) {
  const { t } = useLingui();
  const [offered, setOffered] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let live = true;
    const memory = readOfferMemory(storage);
    if (memory.firstSeenAt === null) writeOfferMemory({ ...memory, firstSeenAt: now() }, storage);
    const permission = browser.permission();
    if (!mayOfferReminders(memory, now()) || permission === 'unsupported' || permission === 'denied') return;
    browser
      .current()
      .then((current) => live && setOffered(current === null))
      // The worker is not ready (a first load without it): no offer this time.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [browser, now, storage]);

  if (!offered) return null;
  const dismiss = () => {
    writeOfferMemory({ ...readOfferMemory(storage), dismissedAt: now() }, storage);
    setOffered(false);
  };
  return (
    <section className="reminder-offer" aria-labelledby="reminder-offer-title">
      <h2 id="reminder-offer-title">{t`Get a reminder when reviews are due`}</h2>
      {open ? (
        <ReminderSettings api={api} userId={userId} browser={browser} autoFocus />
      ) : (
        <>
          {userId === null ? (
            <p>{t`Study reminders need an account: sign in, and this device reminds you when drill reviews are due.`}</p>
          ) : (
            <p>{t`Pick an hour and the days: a short notification says how many drill reviews are due. Nothing when none are.`}</p>
          )}
          <div className="results__actions">
            {userId !== null && (
              <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
                {t`Choose a time`}
              </button>
            )}
            <button type="button" className="button button--quiet" onClick={dismiss}>
              {t`Not now`}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
