// Server configuration from the environment, with the embedded defaults of ARCHITECTURE.md §1.
import path from 'node:path';
import { loadAiConfig, type AiConfig } from './ai/aiConfig.ts';
import { parseCidrList } from './metrics/access.ts';

export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite data folder, used when no databaseUrl is set. */
  dataDir: string;
  /** PostgreSQL connection string; switches off PGlite. */
  databaseUrl: string | undefined;
  nodeEnv: string;
  logLevel: string;
  /** Folder of the built PWA served at the site root. */
  staticDir: string;
  /** When true, `/x/page.html` is answered with a 301 to `/x/page` (SPEC §2: "in some environment"). */
  redirectHtml: boolean;
  /** How long a page's server render may take before the page is sent as the plain shell (the app renders it). */
  pageRenderTimeoutMs: number;
  /** Largest accepted request body. */
  bodyLimitBytes: number;
  /** Trust X-Forwarded-For from a proxy in front (so request.ip, used by sign-in throttling, is the client's). */
  trustProxy: boolean;
  /** Public origin used in links inside e-mails. */
  publicUrl: string;

  // Accounts and tokens (issue 5)
  /** OAuth client credentials the web client sends with Basic authorization to oauth/token. */
  oauthClientId: string;
  oauthClientSecret: string;
  /** HS256 secret for access tokens; when unset, a random one is generated once and kept in app_meta. */
  jwtSecret: string | undefined;
  /**
   * OPERATOR_EMAILS (comma-separated): accounts with these addresses are operators on every tenant, made so at start
   * and at each sign-in. Works while the server holds the embedded PGlite, where `npm run operator:create` cannot open it.
   */
  operatorEmails: string[];
  accessTokenTtlS: number;
  /** Absolute lifetime of a refresh-token family, counted from sign-in (not extended by rotation). */
  refreshTokenTtlDays: number;
  /** A refresh token used again within this many seconds returns the same successor (two tabs); later it revokes the family. */
  refreshReuseGraceS: number;
  resetTokenTtlMin: number;
  /** Sign-in throttling on/off (off only for measurements and tests). */
  throttleEnabled: boolean;
  /** Failures allowed per client address before delays start (a school or office shares one address). */
  throttleIpFreeFailures: number;
  /** Redis key prefix of the throttle state (when REDIS_URL is set). */
  throttleKeyPrefix: string;
  /** Redis for the rate-limit store when several API processes run; the database otherwise. */
  redisUrl: string | undefined;
  /** OpenID Connect sign-in (user/thirdPartyLogin); off unless issuer and audience are set. */
  oidcIssuer: string | undefined;
  oidcAudience: string | undefined;
  /** JWKS address; defaults to `${issuer}/.well-known/jwks.json`. */
  oidcJwksUrl: string | undefined;

  // Mail
  /** nodemailer transport URL (smtp://user:pass@host:587); without it mail only goes to the outbox table. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** GET /dev/mailbox(.json): the outbox for developers. Never in production. */
  devMailbox: boolean;

  /** AI quizzes (issue 14): the OpenAI-compatible service, if any, and the generation rate limits. */
  ai: AiConfig;
  // Selling (issue 13)
  /** Stripe secret key: payments go to Stripe; without it the built-in test-mode provider takes them. */
  stripeSecretKey: string | undefined;
  /** Secret webhook events are signed with (Stripe's, or the test-mode provider's); generated once into app_meta when unset. */
  stripeWebhookSecret: string | undefined;
  /** Where the Stripe SDK sends its calls (tests: a local Stripe-protocol server), e.g. http://127.0.0.1:12111. */
  stripeApiBase: string | undefined;
  /**
   * ES256 key pair (PEM) of the entitlement token; when unset, the keys are kept in the database (created on first
   * start, rotated with `npm run entitlement:rotate-key`: commerce/entitlementKeys.ts).
   */
  entitlementPrivateKey: string | undefined;
  entitlementPublicKey: string | undefined;
  /**
   * The public key (PEM) of the environment's previous pair, kept in the JWKS after a rotation by environment so the
   * offline tokens it signed still verify (commerce/entitlements.ts).
   */
  entitlementPreviousPublicKey: string | undefined;
  /** Test mode: how long a SEPA / US bank debit stays processing before it succeeds. */
  testPaymentDelayMs: number;

  // Study reminders by Web Push (server/push)
  /**
   * VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints it); when unset, one pair is made at the
   * first start and kept in the database for every replica (push/vapidKeys.ts).
   */
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  /** VAPID_SUBJECT: a mailto: or https: address push services may contact; default PUBLIC_URL when https. */
  vapidSubject: string;
  /** Push endpoints over http on a loopback host are accepted (tests' local receiver): under NODE_ENV=test only. */
  pushAllowLoopbackHttp: boolean;
  /** PUSH_TIMEOUT_MS: a push service silent this long is tried again later (the job's retry with backoff). */
  pushTimeoutMs: number;

  // Jobs (pg-boss on the same database)
  /** This process works jobs (JOB_WORKERS, default on; `npm start -- --web-only` turns it off). */
  jobWorkers: boolean;
  /** The cron schedules run (JOB_SCHEDULES; default on, off in tests, which run the periodic work themselves). */
  jobSchedules: boolean;
  /** On shutdown, how long jobs under way may take to finish before the process stops them. */
  jobStopGraceMs: number;
  /**
   * How often an idle worker asks each queue for jobs (JOB_POLL_MS; default 2000, 500 under NODE_ENV=test, where
   * tests wait for the mails a job sends; pg-boss's minimum is 500).
   */
  jobPollMs: number;
  /**
   * How often a worker that NOTIFY wakes still asks its queue (JOB_BACKSTOP_POLL_MS; default 15000, 500 under
   * NODE_ENV=test): what a delayed job or a retry may wait beyond its time. jobPollMs applies when LISTEN is unavailable.
   */
  jobBackstopPollMs: number;
  /** PAYMENTS=test: the built-in test mode was chosen explicitly (the only way it runs with NODE_ENV=production). */
  paymentsTestChosen: boolean;
  /** JOBS_ONLY or `--jobs-only`: works jobs; answers only /health, /ready and /metrics (no API, no PWA). */
  jobsOnly: boolean;

  // Operations
  /** Networks whose direct connections may read /metrics (METRICS_ALLOW_CIDRS; loopback and private ranges; `none`). */
  metricsAllowCidrs: string[];
  /** METRICS_TOKEN: `Authorization: Bearer <token>` reads /metrics from anywhere. */
  metricsToken: string | undefined;
}

/** Who takes the payments: Stripe (a key), the built-in test mode (outside production, or PAYMENTS=test), or nobody. */
export type PaymentsMode = 'stripe' | 'test' | 'off';

export function paymentsMode(config: Pick<ServerConfig, 'stripeSecretKey' | 'nodeEnv' | 'paymentsTestChosen'>): PaymentsMode {
  if (config.stripeSecretKey) return 'stripe';
  return config.nodeEnv !== 'production' || config.paymentsTestChosen ? 'test' : 'off';
}

function readPayments(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === 'stripe') return false;
  if (value === 'test') return true;
  throw new Error(`PAYMENTS must be "test" or "stripe" (got "${value}").`);
}

function readBool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function readPort(value: string | undefined, fallback: number): number {
  const port = Number(value);
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : fallback;
}

function readInt(value: string | undefined, fallback: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  return Number.isInteger(number) && number >= min && number <= max ? number : fallback;
}

function readMetricsToken(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters long.');
  return value;
}

function readSecret(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < 32) throw new Error('JWT_SECRET must be at least 32 characters long.');
  return value;
}

/** PUBLIC_URL when it is https (what push services accept), else a mailto: placeholder to be replaced in production. */
function defaultVapidSubject(publicUrl: string | undefined): string {
  return publicUrl?.startsWith('https://') ? publicUrl.replace(/\/+$/, '') : 'mailto:reminders@example.com';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const nodeEnv = env.NODE_ENV ?? 'development';
  return {
    port: readPort(env.PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    nodeEnv,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    staticDir: path.resolve(env.STATIC_DIR ?? './dist'),
    redirectHtml: readBool(env.REDIRECT_HTML, nodeEnv === 'production'),
    pageRenderTimeoutMs: readInt(env.PAGE_RENDER_TIMEOUT_MS, 3_000, 100, 120_000),
    bodyLimitBytes: Number(env.BODY_LIMIT_BYTES) || 1024 * 1024,
    trustProxy: readBool(env.TRUST_PROXY, false),
    publicUrl: (env.PUBLIC_URL || 'http://localhost:3000').replace(/\/+$/, ''),
    oauthClientId: env.OAUTH_CLIENT_ID || 'exam-quiz-web',
    oauthClientSecret: env.OAUTH_CLIENT_SECRET || 'dev-web-secret',
    jwtSecret: readSecret(env.JWT_SECRET),
    operatorEmails: (env.OPERATOR_EMAILS ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter((address) => address !== ''),
    accessTokenTtlS: readInt(env.ACCESS_TOKEN_TTL_S, 900, 30),
    refreshTokenTtlDays: readInt(env.REFRESH_TOKEN_TTL_DAYS, 30, 1, 3650),
    refreshReuseGraceS: readInt(env.REFRESH_REUSE_GRACE_S, 30, 0, 3600),
    resetTokenTtlMin: readInt(env.RESET_TOKEN_TTL_MIN, 60, 1, 7 * 24 * 60),
    throttleEnabled: readBool(env.THROTTLE_ENABLED, true),
    throttleIpFreeFailures: readInt(env.THROTTLE_IP_FREE_FAILURES, 20, 1),
    throttleKeyPrefix: env.THROTTLE_KEY_PREFIX || 'examquiz:throttle:',
    redisUrl: env.REDIS_URL || undefined,
    oidcIssuer: env.OIDC_ISSUER || undefined,
    oidcAudience: env.OIDC_AUDIENCE || undefined,
    oidcJwksUrl: env.OIDC_JWKS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Exam Quiz Shop <no-reply@localhost>',
    devMailbox: nodeEnv !== 'production' && readBool(env.DEV_MAILBOX, true),
    ai: loadAiConfig(env),
    stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
    stripeApiBase: env.STRIPE_API_BASE || undefined,
    entitlementPrivateKey: env.ENTITLEMENT_PRIVATE_KEY || undefined,
    entitlementPublicKey: env.ENTITLEMENT_PUBLIC_KEY || undefined,
    entitlementPreviousPublicKey: env.ENTITLEMENT_PREVIOUS_PUBLIC_KEY || undefined,
    testPaymentDelayMs: readInt(env.TEST_PAYMENT_DELAY_MS, 8000, 0),
    vapidPublicKey: env.VAPID_PUBLIC_KEY || undefined,
    vapidPrivateKey: env.VAPID_PRIVATE_KEY || undefined,
    vapidSubject: env.VAPID_SUBJECT || defaultVapidSubject(env.PUBLIC_URL),
    pushAllowLoopbackHttp: nodeEnv === 'test',
    pushTimeoutMs: readInt(env.PUSH_TIMEOUT_MS, 10_000, 100, 120_000),
    jobWorkers: readBool(env.JOB_WORKERS, true),
    jobSchedules: readBool(env.JOB_SCHEDULES, nodeEnv !== 'test'),
    jobStopGraceMs: readInt(env.JOB_STOP_GRACE_MS, 8000, 0),
    jobPollMs: readInt(env.JOB_POLL_MS, nodeEnv === 'test' ? 500 : 2000, 500),
    jobBackstopPollMs: readInt(env.JOB_BACKSTOP_POLL_MS, nodeEnv === 'test' ? 500 : 15_000, 500),
    paymentsTestChosen: readPayments(env.PAYMENTS),
    jobsOnly: readBool(env.JOBS_ONLY, false),
    metricsAllowCidrs: parseCidrList(env.METRICS_ALLOW_CIDRS),
    metricsToken: readMetricsToken(env.METRICS_TOKEN),
  };
}
