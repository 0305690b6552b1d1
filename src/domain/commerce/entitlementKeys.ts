// The entitlement token's signing keys over time (ARCHITECTURE §9): which key signs, which public keys the JWKS still
// lists (a device must verify every token it may still trust), what a rotation does, and the key id a token names.
import { OFFLINE_TRUST_MS } from './entitlementToken.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A public ES256 key as the JWKS lists it (RFC 7517). */
export interface EntitlementJwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
  kid: string;
  alg: 'ES256';
  use: 'sig';
}

/** The public keys of `GET /.well-known/jwks.json`, kept on the device beside the token. */
export interface EntitlementJwks {
  keys: EntitlementJwk[];
}

/** When a key was made and when a newer one replaced it (epoch ms; null while it signs). */
export interface KeyLifetime {
  kid: string;
  createdAt: number;
  retiredAt: number | null;
}

/**
 * How long a retired key stays in the JWKS: a token is trusted at most OFFLINE_TRUST_MS after it was signed, and a
 * replica may sign with the retired key a little after the rotation (until it reloads the keys); a day covers that
 * and clocks that differ. After this the key may be dropped: no token it signed is still trusted anywhere.
 */
export const RETIRED_KEY_KEPT_MS = OFFLINE_TRUST_MS + DAY_MS;

/** The key that signs new tokens: the newest one not retired; null when there is none. */
export function signingKey<T extends KeyLifetime>(keys: readonly T[]): T | null {
  let newest: T | null = null;
  for (const key of keys) if (key.retiredAt === null && (!newest || key.createdAt > newest.createdAt)) newest = key;
  return newest;
}

/** The keys the JWKS lists at `now`: those that sign and those retired less than RETIRED_KEY_KEPT_MS ago, newest first. */
export function publishedKeys<T extends KeyLifetime>(keys: readonly T[], now: number): T[] {
  return keys.filter((key) => key.retiredAt === null || now < key.retiredAt + RETIRED_KEY_KEPT_MS).sort((a, b) => b.createdAt - a.createdAt);
}

/** A rotation: `fresh` signs from now on, every other key is retired (keeping an earlier retirement), expired ones go. */
export function rotateKeys<T extends KeyLifetime>(keys: readonly T[], fresh: T, now: number): T[] {
  const retired = keys.map((key) => (key.retiredAt === null ? { ...key, retiredAt: now } : key));
  return publishedKeys([{ ...fresh, retiredAt: null }, ...retired], now);
}

/** The `kid` of a compact JWS's protected header, read without verifying anything; null when there is none. */
export function tokenKid(token: string): string | null {
  const header = token.split('.', 1)[0] ?? '';
  try {
    const json = atob(header.replace(/-/g, '+').replace(/_/g, '/'));
    const kid = (JSON.parse(json) as { kid?: unknown }).kid;
    return typeof kid === 'string' && kid !== '' ? kid : null;
  } catch {
    return null;
  }
}

/** Whether `value` is a JWKS of ES256 public keys with key ids (anything else a device keeps counts as none). */
export function isEntitlementJwks(value: unknown): value is EntitlementJwks {
  if (typeof value !== 'object' || value === null || !Array.isArray((value as EntitlementJwks).keys)) return false;
  return (value as EntitlementJwks).keys.every((key: unknown) => {
    const jwk = key as Partial<EntitlementJwk> & { d?: unknown };
    return (
      typeof jwk === 'object' && jwk !== null && jwk.kty === 'EC' && jwk.crv === 'P-256' && typeof jwk.x === 'string' && typeof jwk.y === 'string' && typeof jwk.kid === 'string' && jwk.d === undefined
    );
  });
}

/** Whether the JWKS has the key a token names. */
export function jwksHasKid(jwks: EntitlementJwks | null | undefined, kid: string | null): boolean {
  return kid !== null && (jwks?.keys.some((key) => key.kid === kid) ?? false);
}
