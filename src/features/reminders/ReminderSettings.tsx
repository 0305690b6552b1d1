// Study reminders in the account settings (issue 34): the hour (in the learner's time zone) and the days, "Turn on
// reminders" (asks the browser's permission, subscribes this browser, saves the choice), "Save" and "Stop reminders".
// A learner without an account is told that reminders need one. The browser's side comes as `browser`.
import { useEffect, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { ApiClient } from '../../api/client.ts';
import { ALL_DAYS, defaultReminderSettings, type ReminderSettings as Settings } from '../../domain/pushReminders/reminderSettings.ts';
import { MESSAGE_LOCALES, type MessageLocale } from '../../domain/markets/types.ts';
import { remindersApi } from './remindersApi.ts';
import { browserPush, type PushBrowser } from './pushBrowser.ts';
import './reminders.css';

type Status = 'on' | 'off' | 'saved' | 'blocked' | 'failed' | null;

const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

export interface ReminderSettingsProps {
  api: ApiClient;
  /** The signed-in learner, or null. */
  userId: string | null;
  browser?: PushBrowser;
  /** Focus the first field (opened from the results page's offer). */
  autoFocus?: boolean;
}

export function ReminderSettings({ api, userId, browser = browserPush, autoFocus = false }: ReminderSettingsProps) {
  const { t, i18n } = useLingui();
  const [settings, setSettings] = useState<Settings>(() => defaultReminderSettings(deviceTimeZone()));
  /** This browser is subscribed. */
  const [subscribed, setSubscribed] = useState(false);
  /** The learner's reminders are on (on any of their devices). */
  const [enabled, setEnabled] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const permission = browser.permission();

  useEffect(() => {
    if (!userId || permission === 'unsupported') return;
    let live = true;
    Promise.all([remindersApi.state(api, userId), browser.current()])
      .then(([state, current]) => {
        if (!live) return;
        if (state.settings) setSettings({ ...state.settings, timeZone: deviceTimeZone() });
        setSubscribed(current !== null && state.settings?.enabled === true);
        setEnabled(state.settings?.enabled === true);
        setLoaded(true);
      })
      // Offline: the defaults stay on screen; turning on says it failed.
      .catch(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [api, userId, browser, permission]);

  if (!userId) return <p className="reminders__note">{t`Study reminders need an account: sign in, and this device reminds you when drill reviews are due.`}</p>;
  if (permission === 'unsupported') return <p className="reminders__note">{t`This browser cannot show reminders. Installing the app, or another browser, may allow them.`}</p>;

  const locale: MessageLocale = (MESSAGE_LOCALES as readonly string[]).includes(i18n.locale) ? (i18n.locale as MessageLocale) : 'en';
  const hourLabel = (hour: number) => new Intl.DateTimeFormat(i18n.locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1, hour));
  // 7 January 2024 was a Sunday: day d is the 7th + d.
  const dayLabel = (day: number) => new Intl.DateTimeFormat(i18n.locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 7 + day));
  const toggleDay = (day: number) =>
    setSettings((before) => ({ ...before, days: before.days.includes(day) ? before.days.filter((d) => d !== day) : [...before.days, day].sort() }));

  async function run(work: () => Promise<Status>) {
    setBusy(true);
    try {
      setStatus(await work());
    } catch {
      setStatus('failed');
    } finally {
      setBusy(false);
    }
  }

  const turnOn = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const chosen = { ...settings, enabled: true };
      if (subscribed) {
        await remindersApi.save(api, userId, chosen);
        return 'saved';
      }
      if ((await browser.requestPermission()) !== 'granted') return 'blocked';
      const { publicKey } = await remindersApi.vapidKey(api);
      const subscription = await browser.subscribe(publicKey);
      await remindersApi.subscribe(api, userId, subscription, locale);
      await remindersApi.save(api, userId, chosen);
      setSettings(chosen);
      setSubscribed(true);
      setEnabled(true);
      return 'on';
    });
  };

  const stop = () =>
    void run(async () => {
      const endpoint = await browser.unsubscribe();
      if (endpoint) await remindersApi.unsubscribe(api, userId, endpoint);
      await remindersApi.save(api, userId, { ...settings, enabled: false });
      setSettings((before) => ({ ...before, enabled: false }));
      setSubscribed(false);
      setEnabled(false);
      return 'off';
    });

  const messages: Record<Exclude<Status, null>, string> = {
    on: t`Reminders are on. You get one on the days and at the hour you chose, when drill reviews are due.`,
    off: t`Reminders are off.`,
    saved: t`Saved.`,
    blocked: t`Notifications are blocked for this site. Allow them in the browser's site settings to get reminders.`,
    failed: t`That did not work. Check the connection and try again.`,
  };
  const noDay = settings.days.length === 0;
  const zone = settings.timeZone;

  return (
    <form className="reminders" onSubmit={turnOn} aria-busy={!loaded || busy}>
      <label className="field">
        <span className="field__label">{t`Remind me at`}</span>
        <select value={settings.hour} autoFocus={autoFocus} onChange={(event) => setSettings((before) => ({ ...before, hour: Number(event.target.value) }))}>
          {HOURS.map((hour) => (
            <option key={hour} value={hour}>
              {hourLabel(hour)}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="reminders__days">
        <legend>{t`On these days`}</legend>
        {ALL_DAYS.map((day) => (
          <label key={day} className="reminders__day">
            <input type="checkbox" checked={settings.days.includes(day)} onChange={() => toggleDay(day)} />
            {dayLabel(day)}
          </label>
        ))}
      </fieldset>
      <p className="reminders__zone">{t`Times are in your time zone (${zone}).`}</p>
      {noDay && <p className="field__error">{t`Choose at least one day.`}</p>}
      {status && (
        <p role={status === 'failed' || status === 'blocked' ? 'alert' : 'status'} className="reminders__status">
          {messages[status]}
        </p>
      )}
      <div className="reminders__actions">
        <button type="submit" className="button" disabled={busy || noDay || !loaded}>
          {subscribed ? t`Save` : t`Turn on reminders`}
        </button>
        {enabled && (
          <button type="button" className="button button--secondary" disabled={busy} onClick={stop}>
            {t`Stop reminders`}
          </button>
        )}
      </div>
    </form>
  );
}
