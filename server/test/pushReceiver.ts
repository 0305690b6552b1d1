// A local Web Push service for tests: speaks RFC 8030 (POST to the subscription's endpoint with TTL,
// Content-Encoding: aes128gcm and a VAPID Authorization header, 201 Created), checks the VAPID JWT (RFC 8292: ES256
// by the key in k=, audience this origin, not expired, a subject) and decrypts the payload with the fake browser's
// private key and auth secret (RFC 8291 over RFC 8188), as a browser's push service and the browser together would.
// Each fake browser can be told to answer a list of statuses first (500, 410…), then 201.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify } from 'jose';
import type { PushSubscriptionJson } from '@domain/pushReminders/subscription.ts';

export interface ReceivedPush {
  browser: string;
  payload: unknown;
  ttl: number;
  topic: string | undefined;
  subject: string;
}

export interface FakeBrowser {
  id: string;
  subscription: PushSubscriptionJson;
  /** Statuses to answer before the next 201 (one per request); 0: no answer at all (a push service that hangs). */
  answers: number[];
  ecdh: crypto.ECDH;
  auth: Buffer;
}

export interface PushReceiver {
  origin: string;
  /** Pushes decrypted and answered 2xx, in order. */
  received: ReceivedPush[];
  /** Every request, its status included (2xx or not), e.g. to count retries. */
  requests: { browser: string; status: number; at: number }[];
  /** Requests refused as malformed (the sender's bug, not the test's script): must stay empty. */
  rejected: string[];
  browser(answers?: number[]): FakeBrowser;
  /** The VAPID public key every request must have been signed with (when set). */
  expectVapidKey(publicKey: string): void;
  close(): Promise<void>;
}

const hmac = (key: Buffer, data: Buffer) => crypto.createHmac('sha256', key).update(data).digest();

/** RFC 8291 §3.4 and RFC 8188 §2: one aes128gcm record for the browser (ua) from the application server's key (as). */
export function decryptAes128gcm(body: Buffer, uaEcdh: crypto.ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const asPublic = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (idLength !== 65 || recordSize < 18 || records.length > recordSize) throw new Error('not one aes128gcm record keyed by a P-256 public key');
  const uaPublic = uaEcdh.getPublicKey();
  const ecdhSecret = uaEcdh.computeSecret(asPublic);
  const prkKey = hmac(authSecret, ecdhSecret);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic, Buffer.from([1])]);
  const ikm = hmac(prkKey, keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

/** RFC 8292 §3: `vapid t=<JWT>, k=<public key>`; the JWT verified with that key. */
async function verifyVapid(header: string | undefined, audience: string, expectedKey: string | null): Promise<string> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID Authorization header: ${header}`);
  const [, token, key] = match as unknown as [string, string, string];
  if (expectedKey !== null && key !== expectedKey) throw new Error('signed with another VAPID key');
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const publicKey = await importJWK({ kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, 'ES256');
  const { payload } = await jwtVerify(token, publicKey, { audience, algorithms: ['ES256'] });
  if (typeof payload.exp !== 'number' || payload.exp > Date.now() / 1000 + 24 * 3600) throw new Error('VAPID JWT must expire within 24 hours');
  if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub)) throw new Error('VAPID JWT needs a mailto: or https: subject');
  return payload.sub;
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const browsers = new Map<string, FakeBrowser>();
  const received: ReceivedPush[] = [];
  const requests: { browser: string; status: number; at: number }[] = [];
  const rejected: string[] = [];
  let vapidKey: string | null = null;
  let origin = '';
  /** A sender reuses one JWT for many pushes (as push services allow): each distinct header is verified once. */
  const verified = new Map<string, string>();

  async function handle(request: http.IncomingMessage, body: Buffer): Promise<number> {
    const browser = browsers.get(request.url?.replace(/^\/push\//, '') ?? '');
    if (request.method !== 'POST' || !browser) return 404;
    const ttl = Number(request.headers.ttl);
    if (request.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0) throw new Error('TTL header missing');
    if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error(`Content-Encoding ${request.headers['content-encoding']}`);
    const authorization = request.headers.authorization ?? '';
    const subject = verified.get(authorization) ?? (await verifyVapid(authorization, origin, vapidKey));
    verified.set(authorization, subject);
    const scripted = browser.answers.shift();
    const status = scripted ?? 201;
    requests.push({ browser: browser.id, status, at: performance.now() });
    if (status === 0) return new Promise<number>(() => undefined);
    if (status >= 300) return status;
    const payload: unknown = JSON.parse(decryptAes128gcm(body, browser.ecdh, browser.auth).toString('utf8'));
    const topic = request.headers.topic as string | undefined;
    received.push({ browser: browser.id, payload, ttl, topic, subject });
    return 201;
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      handle(request, Buffer.concat(chunks)).then(
        (status) => response.writeHead(status, status === 201 ? { location: `/message/${crypto.randomUUID()}` } : {}).end(),
        (error: unknown) => {
          rejected.push(error instanceof Error ? error.message : String(error));
          response.writeHead(400).end();
        },
      );
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    requests,
    rejected,
    browser(answers = []) {
      const id = crypto.randomBytes(8).toString('hex');
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = crypto.randomBytes(16);
      const browser: FakeBrowser = {
        id,
        answers: [...answers],
        ecdh,
        auth,
        subscription: { endpoint: `${origin}/push/${id}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } },
      };
      browsers.set(id, browser);
      return browser;
    },
    expectVapidKey(publicKey) {
      vapidKey = publicKey;
      verified.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
