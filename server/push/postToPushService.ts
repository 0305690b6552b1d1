// One POST to a push service over node:http(s) with kept-alive connections (a reminder run sends thousands to a few
// push service hosts; fetch cost several times the CPU per request here). Resolves with the status; rejects on a
// network error or when no answer came within `timeoutMs`.
import http from 'node:http';
import https from 'node:https';

const agents = { 'http:': new http.Agent({ keepAlive: true, maxSockets: 32 }), 'https:': new https.Agent({ keepAlive: true, maxSockets: 32 }) };

export function postToPushService(endpoint: string, headers: Record<string, string>, body: Buffer | null, timeoutMs: number): Promise<number> {
  const url = new URL(endpoint);
  const protocol = url.protocol === 'https:' ? 'https:' : 'http:';
  const send = protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const request = send(url, { method: 'POST', headers: { ...headers, 'content-length': String(body?.length ?? 0) }, agent: agents[protocol], timeout: timeoutMs }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}
