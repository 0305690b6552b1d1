// The reminder's push message: what the server encrypts and the service worker shows. Texts come translated from the
// server (the worker has no catalogs); `url` is the page the notification opens.

export const PUSH_REMINDER_KIND = 'study-reminder';

export interface ReminderPayload {
  kind: typeof PUSH_REMINDER_KIND;
  title: string;
  body: string;
  /** Drill reviews due when it was sent. */
  due: number;
  /** Same-origin path of the drill to open. */
  url: string;
  /** The label of the notification's "Stop reminders" action. */
  stopLabel: string;
}

/** The payload if `data` is one (the worker reads whatever a push carries). */
export function readReminderPayload(data: unknown): ReminderPayload | null {
  if (typeof data !== 'object' || data === null) return null;
  const value = data as Partial<Record<keyof ReminderPayload, unknown>>;
  if (value.kind !== PUSH_REMINDER_KIND) return null;
  if (typeof value.title !== 'string' || typeof value.body !== 'string' || typeof value.url !== 'string' || typeof value.stopLabel !== 'string') return null;
  if (typeof value.due !== 'number' || !Number.isInteger(value.due) || value.due < 0) return null;
  if (!value.url.startsWith('/') || value.url.startsWith('//')) return null;
  return { kind: PUSH_REMINDER_KIND, title: value.title, body: value.body, due: value.due, url: value.url, stopLabel: value.stopLabel };
}

/** The query that makes the product page open its drill (notification link). */
export const DRILL_QUERY = 'drill=1';
