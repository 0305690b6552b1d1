// Real server processes for tests (`node --import tsx server/main.ts`), as `npm start` runs them: started with an
// environment, polled on /ready, stopped with SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  port: number;
  /** Everything it printed, stdout and stderr. */
  output(): string;
  /** Its exit code once it has exited, else undefined. */
  exitCode(): number | null | undefined;
  /** Resolves once /ready answers 200; rejects if the process exits first or the time runs out. */
  ready(timeoutMs: number): Promise<void>;
  stop(): Promise<void>;
  /** Kills it with SIGKILL (a crash: nothing is finished or closed) and resolves once it is gone. */
  crash(): Promise<void>;
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export function startServerProcess(port: number, env: Record<string, string>): ServerProcess {
  let output = '';
  let exit: number | null | undefined;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', HOST: '127.0.0.1', STATIC_DIR: path.join(ROOT, 'nonexistent-static'), ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', (code) => resolve(void (exit = code))));

  return {
    port,
    output: () => output,
    exitCode: () => exit,
    async ready(timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (exit !== undefined) throw new Error(`server on port ${port} exited with ${exit}:\n${output}`);
        if (Date.now() > deadline) throw new Error(`server on port ${port} not ready after ${timeoutMs} ms:\n${output}`);
        const status = await fetch(`http://127.0.0.1:${port}/ready`, { signal: AbortSignal.timeout(2000) }).then(
          (response) => response.status,
          () => 0,
        );
        if (status === 200) return;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    async stop() {
      if (exit !== undefined) return;
      child.kill('SIGTERM');
      const killed = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killed);
    },
    async crash() {
      if (exit !== undefined) return;
      child.kill('SIGKILL');
      await exited;
    },
  };
}
