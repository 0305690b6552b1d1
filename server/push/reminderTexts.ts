// The reminder's texts in the learner's language: Lingui messages with explicit ids in the interface's catalogs
// (locales/*/messages.po), compiled at start by mail/mailI18n.ts; `lingui extract` collects them (lingui.config.ts
// includes server/push).
import { messagesI18n } from '../mail/mailI18n.ts';
import type { MessageLocale } from '@domain/markets/types.ts';

export interface ReminderTexts {
  title: string;
  body: string;
  stopLabel: string;
}

export function reminderTexts(locale: MessageLocale, due: number): ReminderTexts {
  const i18n = messagesI18n(locale);
  return {
    title: i18n._({ id: 'push.reminder.title', message: 'Time for a short drill' }),
    body: i18n._({
      id: 'push.reminder.body',
      message: '{due, plural, one {# drill review is due. A few minutes now keep it fresh.} other {# drill reviews are due. A few minutes now keep them fresh.}}',
      values: { due },
    }),
    stopLabel: i18n._({ id: 'push.reminder.stop', message: 'Stop reminders' }),
  };
}
