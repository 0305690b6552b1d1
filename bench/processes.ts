// The app and its bare twin each in a process of its own, as the user meets them: the app started as `npm start`
// starts it (scripts/start.mjs, production, the embedded PGlite in a fresh folder), the twin a bare Fastify route
// (bench/bareTwinServer.mjs) answering with the bytes and headers the app answered. The load generator (autocannon)
// runs in the bench's own process, so its cost falls on neither.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { rawGet, PER_ANSWER_HEADERS } from './http.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

export interface BenchProcess {
  origin: string;
  /** The process the bench spawned (for the app: scripts/start.mjs, whose child is the server). */
  pid?: number;
  close(): Promise<void>;
}

export interface AppProcessOptions {
  /** A PGlite folder prepared by the caller and left in place (default: a fresh one, removed at close). */
  dataDir?: string;
  /** The checkout to start (default: this one); the capacity bench starts an older commit from its worktree. */
  root?: string;
  /**
   * A file the app's output goes to instead of the bench's memory: a long run at the default log level writes a line
   * per request, which would otherwise pile up in this process. Its tail is shown when the app fails to start.
   */
  logFile?: string;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function stopper(child: ChildProcess, cleanup: () => void = () => undefined): () => Promise<void> {
  return async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(forced);
    }
    cleanup();
  };
}

/**
 * `npm start` in production on a fresh PGlite folder (or on `dataDir`, prepared by the caller and left in place);
 * resolves once /ready answers. `env` adds to its environment.
 */
export async function startAppProcess(env: Record<string, string> = {}, options: AppProcessOptions = {}): Promise<BenchProcess> {
  const root = options.root ?? ROOT;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'eq-bench-app-'));
  const port = await freePort();
  let output = '';
  const logFd = options.logFile ? fs.openSync(options.logFile, 'a') : undefined;
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: logFd === undefined ? ['ignore', 'pipe', 'pipe'] : ['ignore', logFd, logFd],
  });
  if (logFd !== undefined) fs.closeSync(logFd); // the child holds its own copy
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const printed = () => (options.logFile ? fs.readFileSync(options.logFile, 'utf8').slice(-8000) : output);
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}:\n${printed()}`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM'); // start.mjs passes it on to the server, which would otherwise outlive the bench
      throw new Error(`the app was not ready after 180 s:\n${printed()}`);
    }
    const status = await fetch(`${origin}/ready`, { signal: AbortSignal.timeout(2000) }).then((response) => response.status, () => 0);
    if (status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { origin, pid: child.pid, close: stopper(child, () => (options.dataDir ? undefined : fs.rmSync(dataDir, { recursive: true, force: true }))) };
}

/** A bare route in its own process answering `path` with what `origin` answered it with (status 200 only). */
export async function startBareTwinProcess(origin: string, pathAndQuery: string, requestHeaders: Record<string, string>): Promise<BenchProcess & { bodyBytes: number; headers: Record<string, string | string[]> }> {
  const url = new URL(pathAndQuery, origin);
  const sample = await rawGet(url.href, requestHeaders);
  if (sample.status !== 200) throw new Error(`${pathAndQuery} answered ${sample.status}, not 200`);
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(sample.headers)) {
    if (value !== undefined && !PER_ANSWER_HEADERS.has(name)) headers[name] = value;
  }
  const specFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'eq-bench-twin-')), 'answer.json');
  fs.writeFileSync(specFile, JSON.stringify({ path: url.pathname, headers, bodyBase64: sample.body.toString('base64') }));
  const child = spawn(process.execPath, [path.join(ROOT, 'bench', 'bareTwinServer.mjs'), specFile], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const twinOrigin = await new Promise<string>((resolve, reject) => {
    let printed = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const match = /listening (\S+)/.exec(printed);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the bare twin exited with ${code}`)));
  });
  return { origin: twinOrigin, bodyBytes: sample.body.length, headers, close: stopper(child, () => fs.rmSync(path.dirname(specFile), { recursive: true, force: true })) };
}
