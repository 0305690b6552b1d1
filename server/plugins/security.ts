// Security headers with a strict CSP, and the XSRF double-submit check (cookie XSRF-TOKEN, header x-xsrf-token).
import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import { forbidden } from '../lib/httpError.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const XSRF_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Calls that cannot carry the header or are not cookie-authenticated:
 * `saveAsync` (ending the path, or followed by the userId) is sent by navigator.sendBeacon on pagehide
 * (authenticated by the access token in its body),
 * `oauth/token` authenticates the client with Basic credentials.
 */
const XSRF_EXEMPT = [/\/saveAsync(\/[^/?#]+)?(\?|$)/, /\/oauth\/token(\?|$)/];

export function isXsrfExempt(url: string): boolean {
  return XSRF_EXEMPT.some((pattern) => pattern.test(url));
}

function tokensMatch(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

export async function registerSecurity(app: FastifyInstance, options: { production: boolean }): Promise<void> {
  await app.register(helmet, {
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
        ...(options.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The service worker and cached pages are same-origin only; nothing is embedded cross-origin.
    crossOriginEmbedderPolicy: false,
    hsts: options.production,
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const cookie = request.cookies[XSRF_COOKIE];
    // Issued to pages and API callers only: probes and hashed assets do not need it.
    const wantsCookie = request.url.startsWith('/api/') || String(request.headers.accept ?? '').includes('text/html');
    if (!cookie && wantsCookie) {
      reply.setCookie(XSRF_COOKIE, crypto.randomBytes(24).toString('base64url'), {
        path: '/',
        sameSite: 'strict',
        secure: options.production,
        httpOnly: false, // the client reads it and echoes it in the header
        maxAge: XSRF_COOKIE_MAX_AGE_S,
      });
    }
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/') || isXsrfExempt(request.url)) return;
    const header = request.headers[XSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !tokensMatch(cookie, header)) {
      throw forbidden('Missing or wrong XSRF token: send the XSRF-TOKEN cookie value in the x-xsrf-token header.', 'xsrf_failed');
    }
  });
}
