// GET /.well-known/jwks.json: the public keys of the entitlement token (RFC 7517), the same on every replica (one key
// set in the database, or the environment's key). The PWA fetches it beside the token and keeps both, so a paid exam
// starts offline with a token any replica signed; retired keys stay listed while tokens they signed may be trusted.
import type { EntitlementSigner } from '../commerce/entitlements.ts';
import type { RouteApp } from '../lib/routeApp.ts';
import { sendCachedJson } from '../lib/etag.ts';

export const JWKS_PATH = '/.well-known/jwks.json';
/** Browsers and proxies may keep it this long; a device that meets an unknown kid asks again past its cache. */
export const JWKS_CACHE_CONTROL = 'public, max-age=300';

export async function jwksRoutes(app: RouteApp, options: { signer: EntitlementSigner; clock: () => number }): Promise<void> {
  app.get(JWKS_PATH, { schema: { tags: ['commerce'], summary: "The entitlement token's public keys (JWKS), chosen by the token's kid" } }, async (request, reply) =>
    sendCachedJson(request, reply, await options.signer.jwks(options.clock()), JWKS_CACHE_CONTROL, { vary: 'accept-encoding' }),
  );
}
