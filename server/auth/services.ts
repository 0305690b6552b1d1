// The account services of one app, built once and shared by both tenants' routes; pruning is the auth.prune job's work.
import { promoteListedOperators } from '../services/operators.ts';
import { lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/open.ts';
import { refreshTokenFamilies } from '../db/schema.ts';
import type { ServerConfig } from '../config.ts';
import type { Clock } from './clock.ts';
import { deriveKey, loadSigningSecret } from './secrets.ts';
import { createAccessTokens, type AccessTokens } from './tokens.ts';
import { createRefreshTokens, type RefreshTokens } from './refreshTokens.ts';
import { createSignInThrottle, type SignInThrottle } from './throttle.ts';
import { createDatabaseThrottleStore, createFallbackThrottleStore, createRedisThrottleStore, type ThrottleStore } from './throttleStore.ts';
import { createOidcVerifier, type OidcVerifier } from './oidc.ts';
import { createPasswordResets, type PasswordResets } from './passwordResets.ts';
import { createTokenGenerations, type TokenGenerations } from './tokenGenerations.ts';
import { createSignupConfirmations, type SignupConfirmations } from './signupConfirmations.ts';
import { createSealer } from './sealing.ts';
import { createSignupSecrets, type SignupSecrets } from './signupSecrets.ts';

export interface AuthServices {
  clock: Clock;
  accessTokens: AccessTokens;
  refreshTokens: RefreshTokens;
  /** Per-user token generations: checked on every authenticated request, bumped to end every session. */
  generations: TokenGenerations;
  throttle: SignInThrottle;
  /** The shared counter store (database, or Redis with REDIS_URL): the throttle's, and the AI generation limits'. */
  throttleStore: ThrottleStore;
  /** Null when OIDC_ISSUER / OIDC_AUDIENCE are not set. */
  oidc: OidcVerifier | null;
  passwordResets: PasswordResets;
  signupConfirmations: SignupConfirmations;
  /** A sign-up's password, sealed, until its job hashes it (never in the job's data, never in clear). */
  signupSecrets: SignupSecrets;
  /** OPERATOR_EMAILS: a sign-in with one of these addresses makes the account an operator. */
  operatorEmails: readonly string[];
  /** Deletes expired families, reset tokens, pending sign-ups, sign-up passwords and throttle states. */
  prune(): Promise<void>;
  close(): Promise<void>;
}

export async function createAuthServices(db: Db, config: ServerConfig, clock: Clock, log: FastifyBaseLogger): Promise<AuthServices> {
  const secret = await loadSigningSecret(db, config.jwtSecret);
  const store = config.redisUrl
    ? createFallbackThrottleStore(createRedisThrottleStore(config.redisUrl, config.throttleKeyPrefix), createDatabaseThrottleStore(db), {
        onFallback: warnOncePerSecond((error) => log.warn({ err: error }, 'Redis unreachable: limits counted in the database meanwhile')),
      })
    : createDatabaseThrottleStore(db);
  const throttle = createSignInThrottle({
    store,
    clock,
    enabled: config.throttleEnabled,
    onStoreError: (error) => log.error({ err: error }, 'sign-in throttle store failed; attempt refused with 503'),
  });
  const passwordResets = createPasswordResets(db, clock, config.resetTokenTtlMin);
  const signupConfirmations = createSignupConfirmations(db, clock);
  const signupSecrets = createSignupSecrets(db, clock, createSealer(deriveKey(secret, 'job-sealing')));
  const oidc =
    config.oidcIssuer && config.oidcAudience
      ? createOidcVerifier({ issuer: config.oidcIssuer, audience: config.oidcAudience, jwksUrl: config.oidcJwksUrl }, clock)
      : null;

  async function prune(): Promise<void> {
    // A day after expiry nobody can use a family any more; keep it that long for investigation.
    await db.delete(refreshTokenFamilies).where(lt(refreshTokenFamilies.expiresAt, new Date(clock() - 24 * 3600_000)));
    await passwordResets.prune();
    await signupConfirmations.prune();
    await signupSecrets.prune();
    await throttle.prune();
  }

  const refreshTokens = createRefreshTokens(db, {
    successorKey: deriveKey(secret, 'refresh-successor'),
    familyTtlDays: config.refreshTokenTtlDays,
    reuseGraceSeconds: config.refreshReuseGraceS,
    clock,
  });
  // Listed accounts that exist already are operators from the start (the others at their first sign-in).
  const promoted = await promoteListedOperators(db, config.operatorEmails);
  if (promoted > 0) log.info({ promoted }, 'OPERATOR_EMAILS: accounts made operators');
  return {
    clock,
    operatorEmails: config.operatorEmails,
    accessTokens: createAccessTokens(deriveKey(secret, 'access-token'), config.accessTokenTtlS, clock),
    refreshTokens,
    generations: createTokenGenerations(db, refreshTokens),
    throttle,
    throttleStore: store,
    oidc,
    passwordResets,
    signupConfirmations,
    signupSecrets,
    prune,
    async close() {
      await throttle.close();
    },
  };
}

/** A Redis outage fails every call: one warning a second is enough. */
function warnOncePerSecond(warn: (error: unknown) => void): (error: unknown) => void {
  let last = 0;
  return (error) => {
    if (Date.now() - last < 1_000) return;
    last = Date.now();
    warn(error);
  };
}
