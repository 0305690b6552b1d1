// The browser API client wired to the in-process app with inject: real request rules and real server answers,
// without sockets. The browser would send the XSRF cookie by itself; here it is added to every call.
import { createApiClient, type ApiClient, type ApiError } from '../src/api/client.ts';
import type { CountryCode } from '@domain/markets/types.ts';
import type { TestApp } from '../server/test/helper.ts';

export function injectApiClient(app: TestApp, token: string | null, options: { country?: CountryCode; onFailure?: (error: ApiError) => void; onRequest?: (path: string) => void } = {}): ApiClient {
  return createApiClient({
    tenant: 'eq',
    getCountry: () => options.country ?? 'de',
    getAccessToken: async () => (token ? { kind: 'token', accessToken: token } : { kind: 'anonymous' }),
    onAuthFailure: () => undefined,
    onFailure: options.onFailure ?? (() => undefined),
    fetchImpl: async (input, init) => {
      options.onRequest?.(String(input).replace(/^\/api\/2\.0\/eq\//, '').split('?')[0]!);
      const response = await app.fastify.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url: String(input),
        headers: { ...Object.fromEntries(new Headers(init?.headers).entries()), cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't' },
        payload: (init?.body as string | undefined) ?? undefined,
      });
      return new Response(response.body || null, { status: response.statusCode, headers: response.headers as Record<string, string> });
    },
  });
}
