// The refresh grant the service worker uses (issue 34): the page's own OAuth call (authApi.ts, the web client's
// credentials baked in at build time), handed to backgroundApi.ts by the worker.
import type { ApiClient } from '../../api/client.ts';
import { authApi } from '../session/authApi.ts';

export const oauthRefreshGrant = (api: ApiClient, refreshToken: string) => authApi.refreshGrant(api, refreshToken);
