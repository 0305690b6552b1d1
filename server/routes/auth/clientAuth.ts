// OAuth client authentication on the token endpoint: HTTP Basic with the configured client id and secret.
import type { FastifyRequest } from 'fastify';
import { safeEqual } from '../../auth/hashing.ts';
import { OAuthError } from './oauthErrors.ts';

export interface ClientCredentials {
  clientId: string;
  clientSecret: string;
}

/** RFC 6749 §2.3.1: both parts are form-encoded before base64; a part that does not decode is taken as is. */
function formDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

export function parseBasicAuthorization(header: string | undefined): ClientCredentials | null {
  const match = header ? /^Basic[ ]+([A-Za-z0-9+/_-]+={0,2})\s*$/i.exec(header) : null;
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  return { clientId: formDecode(decoded.slice(0, colon)), clientSecret: formDecode(decoded.slice(colon + 1)) };
}

export function clientAuthCheck(expected: ClientCredentials) {
  return async function checkClient(request: FastifyRequest): Promise<void> {
    const given = parseBasicAuthorization(request.headers.authorization);
    // Both comparisons always run, in constant time.
    const idMatches = safeEqual(given?.clientId ?? '', expected.clientId);
    const secretMatches = safeEqual(given?.clientSecret ?? '', expected.clientSecret);
    if (given && idMatches && secretMatches) return;
    throw new OAuthError(
      401,
      'invalid_client',
      'Client authentication failed: send Authorization: Basic base64(client_id:client_secret).',
      {},
      { 'www-authenticate': 'Basic realm="exam-quiz-shop", charset="UTF-8"' },
    );
  };
}
