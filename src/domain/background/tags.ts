// The names the page and the service worker share for background work (issue 34): the Background Sync tag of the
// outbox, the Periodic Background Sync tag of the catalog and entitlements refresh, and the Web Lock that lets one
// sender at a time (page or worker) send the outbox.
import { CATALOG_FRESH_MS } from '../constants.ts';

export const OUTBOX_SYNC_TAG = 'outbox';
export const OUTBOX_SEND_LOCK = 'outbox-send';
export const REFRESH_PERIODIC_TAG = 'catalog-and-entitlements';
/** Asked of the browser; Chromium decides the real interval from site engagement (at least about 12 hours). */
export const REFRESH_MIN_INTERVAL_MS = CATALOG_FRESH_MS;
