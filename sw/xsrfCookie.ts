/// <reference lib="webworker" />
// The XSRF cookie as the worker can read it: Chromium's cookieStore (no document.cookie in a worker); undefined
// elsewhere, and then the copy the page kept is used (src/db/backgroundSession.ts).
import { XSRF_COOKIE } from '../src/domain/http/requestRules.ts';

declare const self: ServiceWorkerGlobalScope & { cookieStore?: { get(name: string): Promise<{ value: string } | null> } };

export const readXsrfCookie = async (): Promise<string | undefined> => (await self.cookieStore?.get(XSRF_COOKIE))?.value;
