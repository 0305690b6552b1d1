// OpenID Connect ID-token verification against the configured issuer (keys from its JWKS), for user/thirdPartyLogin.
import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import type { Clock } from './clock.ts';

export interface OidcIdentity {
  issuer: string;
  subject: string;
  email: string;
  name: string | null;
}

export type OidcResult =
  | { ok: true; identity: OidcIdentity }
  | { ok: false; reason: 'invalid-token' | 'email-missing' | 'email-unverified' | 'provider-unavailable'; detail: string };

export interface OidcVerifier {
  verify(idToken: string): Promise<OidcResult>;
}

export interface OidcSettings {
  issuer: string;
  audience: string;
  jwksUrl?: string;
}

/** Asymmetric algorithms only: an ID token signed with a shared secret is not accepted. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];
const CLOCK_TOLERANCE_S = 30;
const MAX_ID_TOKEN_LENGTH = 16_384;

export function defaultJwksUrl(issuer: string): string {
  return `${issuer.replace(/\/+$/, '')}/.well-known/jwks.json`;
}

/** Errors meaning the provider could not be asked, rather than a bad token. */
function isProviderFailure(error: unknown): boolean {
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) return true;
  // A plain JOSEError (not a subclass) is what jose throws for a non-200 or unreadable JWKS response.
  return !(error instanceof errors.JOSEError) || error.code === 'ERR_JOSE_GENERIC';
}

export function createOidcVerifier(settings: OidcSettings, clock: Clock): OidcVerifier {
  const jwks = createRemoteJWKSet(new URL(settings.jwksUrl ?? defaultJwksUrl(settings.issuer)), { timeoutDuration: 5_000 });
  return {
    async verify(idToken) {
      if (idToken.length > MAX_ID_TOKEN_LENGTH) return { ok: false, reason: 'invalid-token', detail: 'The ID token is too long.' };
      try {
        const { payload } = await jwtVerify(idToken, jwks, {
          issuer: settings.issuer,
          audience: settings.audience,
          algorithms: ALGORITHMS,
          requiredClaims: ['sub', 'exp', 'iat'],
          clockTolerance: CLOCK_TOLERANCE_S,
          currentDate: new Date(clock()),
        });
        const email = typeof payload.email === 'string' ? payload.email : '';
        if (!email) return { ok: false, reason: 'email-missing', detail: 'The ID token carries no e-mail address.' };
        // Some providers send the flag as a string.
        if (payload.email_verified !== true && payload.email_verified !== 'true') {
          return { ok: false, reason: 'email-unverified', detail: 'The identity provider has not verified this e-mail address.' };
        }
        const name = typeof payload.name === 'string' && payload.name.trim() !== '' ? payload.name.trim() : null;
        return { ok: true, identity: { issuer: settings.issuer, subject: String(payload.sub), email, name } };
      } catch (error) {
        if (isProviderFailure(error)) return { ok: false, reason: 'provider-unavailable', detail: 'The identity provider could not be reached.' };
        const detail = error instanceof errors.JWTExpired ? 'The ID token has expired.' : 'The ID token is not valid for this site.';
        return { ok: false, reason: 'invalid-token', detail };
      }
    },
  };
}
