// A Google Sheets client for appending rows, with a service account: the OAuth 2.0 JWT bearer grant (RFC 7523, the
// assertion signed RS256 with `jose`) for an access token, kept until shortly before it expires, then
// `spreadsheets.values.append` with valueInputOption=RAW (a cell is stored as typed: nothing is run as a formula)
// to the range anchored at `Tab!A1`, so rows go after the tab's last row whatever its size.
import fs from 'node:fs';
import { importPKCS8, SignJWT } from 'jose';

export const SHEETS_SCOPE = 'https://www.googleapis.com/auth/spreadsheets';
const GOOGLE_TOKEN_URI = 'https://oauth2.googleapis.com/token';
const SHEETS_API = 'https://sheets.googleapis.com';
/** Renew this long before the token's expiry. */
const TOKEN_MARGIN_MS = 60_000;

export interface ServiceAccountKey {
  client_email: string;
  private_key: string;
  token_uri?: string;
}

/** The key from a file path or a base64-encoded JSON document (GOOGLE_SHEETS_KEY_FILE / GOOGLE_SHEETS_KEY_BASE64). */
export function readServiceAccountKey(source: { file?: string; base64?: string }): ServiceAccountKey {
  const json = source.file ? fs.readFileSync(source.file, 'utf8') : Buffer.from(source.base64 ?? '', 'base64').toString('utf8');
  const key = JSON.parse(json) as Partial<ServiceAccountKey>;
  if (typeof key.client_email !== 'string' || typeof key.private_key !== 'string') throw new Error('The service-account key needs client_email and private_key.');
  return { client_email: key.client_email, private_key: key.private_key, token_uri: key.token_uri };
}

/** The Sheets API answered 429: wait `retryAfterMs` (from Retry-After, when it says) before asking again. */
export class SheetsRateLimited extends Error {
  override name = 'SheetsRateLimited';
  constructor(readonly retryAfterMs: number | null) {
    super('Google Sheets rate limit (429)');
  }
}

export class SheetsError extends Error {
  override name = 'SheetsError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export interface SheetsClientOptions {
  key: ServiceAccountKey;
  spreadsheetId: string;
  /** The Sheets API origin (a local server in tests). */
  apiBase?: string;
}

export type Row = (string | number | null)[];

export interface SheetsClient {
  /** Appends the rows under the tab's data. */
  append(tab: string, rows: Row[]): Promise<void>;
}

function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

export function createSheetsClient({ key, spreadsheetId, apiBase = SHEETS_API }: SheetsClientOptions): SheetsClient {
  const tokenUri = key.token_uri ?? GOOGLE_TOKEN_URI;
  let token: { value: string; expiresAt: number } | null = null;
  let signingKey: Promise<CryptoKey> | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt - TOKEN_MARGIN_MS > Date.now()) return token.value;
    signingKey ??= importPKCS8(key.private_key, 'RS256');
    const issuedAt = Math.floor(Date.now() / 1000);
    const assertion = await new SignJWT({ scope: SHEETS_SCOPE })
      .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
      .setIssuer(key.client_email)
      .setAudience(tokenUri)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 3600)
      .sign(await signingKey);
    const response = await fetch(tokenUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }).toString(),
    });
    if (!response.ok) throw new SheetsError(response.status, `token grant refused: ${response.status} ${await response.text()}`);
    const body = (await response.json()) as { access_token?: string; expires_in?: number };
    if (typeof body.access_token !== 'string') throw new SheetsError(response.status, 'token answer without access_token');
    token = { value: body.access_token, expiresAt: Date.now() + (body.expires_in ?? 3600) * 1000 };
    return token.value;
  }

  return {
    async append(tab, rows) {
      const range = encodeURIComponent(`${tab}!A1`);
      const url = `${apiBase}/v4/spreadsheets/${encodeURIComponent(spreadsheetId)}/values/${range}:append?valueInputOption=RAW&insertDataOption=INSERT_ROWS`;
      const send = async () =>
        fetch(url, {
          method: 'POST',
          headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
          body: JSON.stringify({ majorDimension: 'ROWS', values: rows }),
        });
      let response = await send();
      if (response.status === 401) {
        token = null; // revoked or expired early: one new grant, then the answer stands
        response = await send();
      }
      if (response.status === 429) throw new SheetsRateLimited(retryAfterMs(response.headers.get('retry-after')));
      if (!response.ok) throw new SheetsError(response.status, `append refused: ${response.status} ${await response.text()}`);
    },
  };
}
