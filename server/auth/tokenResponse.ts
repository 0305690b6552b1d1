// The successful answer of every sign-in (RFC 6749 §5.1): oauth/token's password and refresh_token grants and
// user/thirdPartyLogin. Declared once: the routes' response schema, and the type the session code returns.
import { Type, type Static } from '@fastify/type-provider-typebox';
import type { TokenResponse as ClientTokenResponse } from '@domain/session.ts';

export const TokenResponseSchema = Type.Object(
  {
    access_token: Type.String(),
    refresh_token: Type.String(),
    /** Seconds the access token stays valid. */
    expires_in: Type.Integer(),
    token_type: Type.Literal('Bearer'),
  },
  { additionalProperties: false },
);

export type TokenResponse = Static<typeof TokenResponseSchema>;

// Compile-time check: every field the client reads (src/domain/session.ts) is in this answer, with the same type.
const _readableByClient: TokenResponse extends ClientTokenResponse ? true : never = true;
void _readableByClient;
