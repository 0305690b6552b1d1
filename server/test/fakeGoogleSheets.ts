// A local server speaking the two Google protocols the Sheets adapter uses, for tests: the OAuth 2.0 token endpoint
// with the JWT bearer grant (RFC 7523; the assertion's RS256 signature, issuer, audience, scope and lifetime are
// checked against the service account's public key) and `spreadsheets.values.append` (bearer token, a range anchored
// at `Tab!A1`, valueInputOption=RAW; anything else is answered 400 as Google does). It can answer 429 on demand.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportPKCS8, generateKeyPair, jwtVerify, type CryptoKey } from 'jose';

export interface FakeSheets {
  origin: string;
  tokenUri: string;
  clientEmail: string;
  privateKeyPem: string;
  spreadsheetId: string;
  /** Rows appended per tab, in order. */
  rows: Map<string, unknown[][]>;
  /** Every append request: its path and query, and the answer given. */
  appends: { tab: string; query: URLSearchParams; status: number }[];
  grants: number;
  /** Answer the next n appends with 429 (and this Retry-After, in seconds, when set). */
  rateLimitNext(n: number, retryAfterS?: number): void;
  close(): Promise<void>;
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function reply(response: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
}

export async function startFakeSheets(): Promise<FakeSheets> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const clientEmail = 'forwarder@exam-quiz.iam.gserviceaccount.com';
  const spreadsheetId = 'sheet-123';
  const tokens = new Set<string>();
  let limited = 0;
  let limitedRetryAfter: number | undefined;
  const fake = { rows: new Map<string, unknown[][]>(), appends: [] as FakeSheets['appends'], grants: 0 };
  let tokenUri = '';

  async function token(request: http.IncomingMessage, response: http.ServerResponse, key: CryptoKey) {
    const form = new URLSearchParams(await readBody(request));
    if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer') return reply(response, 400, { error: 'unsupported_grant_type' });
    try {
      const { payload, protectedHeader } = await jwtVerify(form.get('assertion') ?? '', key, { issuer: clientEmail, audience: tokenUri, algorithms: ['RS256'] });
      if (protectedHeader.typ !== 'JWT' || payload.scope !== 'https://www.googleapis.com/auth/spreadsheets') return reply(response, 400, { error: 'invalid_scope' });
      if (typeof payload.exp !== 'number' || typeof payload.iat !== 'number' || payload.exp - payload.iat > 3600) return reply(response, 400, { error: 'invalid_grant' });
    } catch (error) {
      return reply(response, 400, { error: 'invalid_grant', error_description: String(error) });
    }
    fake.grants += 1;
    const accessToken = `ya29.fake-${fake.grants}`;
    tokens.add(accessToken);
    return reply(response, 200, { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' });
  }

  async function append(request: http.IncomingMessage, response: http.ServerResponse, url: URL) {
    const match = /^\/v4\/spreadsheets\/([^/]+)\/values\/([^/:]+):append$/.exec(url.pathname);
    const auth = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
    if (!auth || !tokens.has(auth[1]!)) return reply(response, 401, { error: { code: 401, status: 'UNAUTHENTICATED' } });
    if (!match || decodeURIComponent(match[1]!) !== spreadsheetId) return reply(response, 404, { error: { code: 404, status: 'NOT_FOUND' } });
    const range = decodeURIComponent(match[2]!);
    const anchored = /^(.+)!A1$/.exec(range);
    const tab = anchored?.[1] ?? range;
    const record = (status: number) => fake.appends.push({ tab, query: url.searchParams, status });
    if (!anchored || url.searchParams.get('valueInputOption') !== 'RAW') {
      record(400);
      return reply(response, 400, { error: { code: 400, status: 'INVALID_ARGUMENT', message: 'range must be Tab!A1 and valueInputOption RAW' } });
    }
    if (limited > 0) {
      limited -= 1;
      record(429);
      return reply(response, 429, { error: { code: 429, status: 'RESOURCE_EXHAUSTED' } }, limitedRetryAfter === undefined ? {} : { 'retry-after': String(limitedRetryAfter) });
    }
    const body = JSON.parse(await readBody(request)) as { values?: unknown[][] };
    fake.rows.set(tab, [...(fake.rows.get(tab) ?? []), ...(body.values ?? [])]);
    record(200);
    return reply(response, 200, { spreadsheetId, updates: { updatedRange: `${tab}!A1`, updatedRows: body.values?.length ?? 0 } });
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const work = request.method === 'POST' && url.pathname === '/token' ? token(request, response, publicKey) : request.method === 'POST' ? append(request, response, url) : Promise.resolve(reply(response, 404, {}));
    work.catch((error: unknown) => reply(response, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  tokenUri = `${origin}/token`;
  return {
    origin,
    tokenUri,
    clientEmail,
    privateKeyPem: await exportPKCS8(privateKey),
    spreadsheetId,
    get rows() {
      return fake.rows;
    },
    get appends() {
      return fake.appends;
    },
    get grants() {
      return fake.grants;
    },
    rateLimitNext(n, retryAfterS) {
      limited = n;
      limitedRetryAfter = retryAfterS;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
