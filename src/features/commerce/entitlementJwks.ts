// The entitlement token's public keys (GET /.well-known/jwks.json, the same on every replica), fetched beside the
// token and kept with it (src/db/commerceRecords.ts), so the token verifies offline whichever replica signed it.
import { ofetch } from 'ofetch';
import { isEntitlementJwks, type EntitlementJwks } from '../../domain/commerce/entitlementKeys.ts';

export const JWKS_URL = '/.well-known/jwks.json';

/** `fresh`: past any HTTP cache (a token names a kid the cached JWKS lacks: a key rotated in the last minutes). */
export type FetchJwks = (options: { fresh: boolean }) => Promise<EntitlementJwks>;

export const fetchEntitlementJwks: FetchJwks = async ({ fresh }) => {
  // ofetch, like every other call (src/api/client.ts): a status other than 2xx rejects with its FetchError; no retry.
  const body: unknown = await ofetch(JWKS_URL, {
    cache: fresh ? 'no-cache' : 'default',
    credentials: 'omit',
    headers: { accept: 'application/json' },
    responseType: 'json',
    retry: 0,
  });
  if (!isEntitlementJwks(body)) throw new Error(`${JWKS_URL} is no JWKS of ES256 keys`);
  return body;
};
