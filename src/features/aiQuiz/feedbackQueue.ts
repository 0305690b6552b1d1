// Question flags and AI demo errors are kept on the device until the server has them: sent at once when online,
// otherwise on the next 'online' event or page load. Each event has its id, so a retry is stored once.
import type { ApiClient } from '../../api/client.ts';
import { ApiError } from '../../api/client.ts';
import { sendFeedback, type FeedbackEvent } from './aiQuizApi.ts';

const KEY = 'aiFeedbackQueue';
const MAX_QUEUED = 50;

function read(): FeedbackEvent[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as FeedbackEvent[]) : [];
  } catch {
    return [];
  }
}

function write(events: FeedbackEvent[]) {
  try {
    localStorage.setItem(KEY, JSON.stringify(events.slice(-MAX_QUEUED)));
  } catch {
    // Storage full or blocked: the event is lost with this page; nothing else depends on it.
  }
}

export const newEventId = () => crypto.randomUUID();

/** Sends what is queued; an event the server refused (4xx) is dropped, one the network kept back stays. */
export async function flushFeedback(api: ApiClient): Promise<void> {
  for (const event of read()) {
    try {
      await sendFeedback(api, event);
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) return;
    }
    write(read().filter((queued) => queued.eventId !== event.eventId));
  }
}

/** 'sent' when the server has it, 'queued' when it waits for the connection, 'refused' when the server said no. */
export async function submitFeedback(api: ApiClient, event: FeedbackEvent): Promise<'sent' | 'queued' | 'refused'> {
  write([...read(), event]);
  try {
    await sendFeedback(api, event);
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) return 'queued';
    write(read().filter((queued) => queued.eventId !== event.eventId));
    return 'refused';
  }
  write(read().filter((queued) => queued.eventId !== event.eventId));
  return 'sent';
}

let listening = false;
/** Flush now and whenever the device comes back online. */
export function startFeedbackFlush(api: ApiClient): void {
  void flushFeedback(api);
  if (listening) return;
  listening = true;
  window.addEventListener('online', () => void flushFeedback(api));
}
