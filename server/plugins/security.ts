// Security headers from @fastify/helmet with a strict CSP, and the XSRF double-submit check (cookie XSRF-TOKEN, header x-xsrf-token).
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { forbidden } from '../lib/httpError.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const XSRF_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The API base of a route pattern, /api/2.0/{tenant}/. */
const API_ROUTE_BASE = /^\/api\/2\.0\/(?:eq|cq)\//;

/**
 * Route patterns under /api/2.0/{tenant}/ that need no XSRF header: SPEC §7's calls made without the usual headers.
 * - `user/signup`, `oauth/token`: no session yet (oauth/token authenticates the client with Basic credentials);
 * - `…/saveAsync/:userId`: navigator.sendBeacon cannot set headers; the access token is in its body;
 * - `push/stop`: the service worker's call, proven by the push subscription's secret;
 * - `buy/getProduct`, `buy/getProductCatalog`, `i18n/country-languages-web`: GETs (never checked), listed as the spec does.
 * SPEC's `guest`, `ai/topics` and `save` have no route in this server; add their exact pattern with the route.
 * Matched on the pattern of the route Fastify chose, so nothing in the URL (query, extra segments, encoding) counts.
 */
export const XSRF_EXEMPT_ROUTES: ReadonlySet<string> = new Set([
  'user/signup',
  'oauth/token',
  'buy/getProduct',
  'buy/getProductCatalog',
  'i18n/country-languages-web',
  'products/:productId/tests/:testId/saveAsync/:userId',
  // The notification's "Stop reminders", sent by the service worker, which cannot read the cookie: the
  // subscription's auth secret in the body is the proof (server/push/pushStore.ts stopBySubscription).
  'push/stop',
]);

/**
 * Routes outside the tenant API that need no XSRF header: callers that are not the web client and send no cookie.
 * - the payment provider's webhook, authenticated by its Stripe-Signature alone;
 * - RFC 8058 one-click unsubscribe, posted by the recipient's mail client, and the unsubscribe page's button (the
 *   token in the address is the proof).
 */
export const XSRF_EXEMPT_ROOT_ROUTES: ReadonlySet<string> = new Set(['/api/webhooks/stripe', '/api/mail/unsubscribe', '/api/mail/unsubscribe/page']);

/** `routePattern` is request.routeOptions.url: undefined when no route matched (then nothing is exempt). */
export function isXsrfExempt(routePattern: string | undefined): boolean {
  if (routePattern !== undefined && XSRF_EXEMPT_ROOT_ROUTES.has(routePattern)) return true;
  const base = routePattern === undefined ? null : API_ROUTE_BASE.exec(routePattern);
  return base !== null && XSRF_EXEMPT_ROUTES.has(routePattern!.slice(base[0].length));
}

function tokensMatch(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers with a publicly cacheable body (Cache-Control: public): no XSRF cookie is minted on it, since a
     * shared cache must never store one visitor's Set-Cookie, and pages and every other API call mint it anyway.
     */
    publicCache?: boolean;
  }
}

export function helmetOptions(production: boolean): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The service worker and cached pages are same-origin only; nothing is embedded cross-origin.
    crossOriginEmbedderPolicy: false,
    hsts: production,
  };
}

const XSRF_COOKIE_OPTIONS = (production: boolean) =>
  ({
    path: '/',
    sameSite: 'strict',
    secure: production,
    httpOnly: false, // the client reads it and echoes it in the header
    maxAge: XSRF_COOKIE_MAX_AGE_S,
  }) as const;

export async function registerSecurity(app: FastifyInstance, options: { production: boolean }): Promise<void> {
  // Helmet's own onRequest hook, on the root (the plugin is not encapsulated): every route, 404 and error included.
  await app.register(helmet, helmetOptions(options.production));
  const cookieOptions = XSRF_COOKIE_OPTIONS(options.production);

  // After helmet's: the XSRF cookie and the XSRF check (a refused request still carries the security headers).
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    // Read once: Fastify builds a new routeOptions object on every access.
    const route = request.routeOptions;
    const cookie = request.cookies[XSRF_COOKIE];
    if (!cookie && !route.config.publicCache) {
      // Issued to pages and API callers only: probes and hashed assets do not need it.
      const wantsCookie = request.url.startsWith('/api/') || String(request.headers.accept ?? '').includes('text/html');
      if (wantsCookie) reply.setCookie(XSRF_COOKIE, crypto.randomBytes(24).toString('base64url'), cookieOptions);
    }
    if (!STATE_CHANGING.has(request.method) || isXsrfExempt(route.url)) return done();
    // A matched route is judged by its pattern; an unmatched URL by its path (it answers 403 or 404, never 2xx).
    if (!(route.url ?? request.url).startsWith('/api/')) return done();
    const header = request.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !tokensMatch(cookie, header)) {
      return done(forbidden('Missing or wrong XSRF token: send the XSRF-TOKEN cookie value in the x-xsrf-token header.', 'xsrf_failed'));
    }
    done();
  });
}
