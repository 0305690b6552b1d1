// The web client's OAuth credentials (OAUTH_CLIENT_ID / OAUTH_CLIENT_SECRET at build time; development defaults
// in the README). A browser cannot keep a secret: this identifies the client, it does not protect anything.
export const OAUTH_CLIENT_ID = (import.meta.env.VITE_OAUTH_CLIENT_ID as string | undefined) || 'exam-quiz-web';
export const OAUTH_CLIENT_SECRET = (import.meta.env.VITE_OAUTH_CLIENT_SECRET as string | undefined) || 'dev-web-secret';

export function basicAuthorization(clientId = OAUTH_CLIENT_ID, secret = OAUTH_CLIENT_SECRET): string {
  return `Basic ${btoa(`${clientId}:${secret}`)}`;
}
