// A small Toxiproxy for fault-injection tests: a TCP proxy in front of PostgreSQL, Redis or SMTP that passes bytes
// through until told to break. `restart()` cuts every open connection and refuses new ones for a moment (what a
// database restart or failover looks like to a client); `stop()` cuts them and refuses until `start()` (a database
// that is down); `stall()` keeps accepting but passes nothing on (a peer that hangs).
import net from 'node:net';

export interface FaultProxy {
  readonly port: number;
  /** Connections cut so far (by restart/stop). */
  readonly cuts: number;
  /** Cuts every connection and refuses new ones until start(). */
  stop(): void;
  start(): void;
  /** Cuts every connection, refuses for `downMs`, then passes again. */
  restart(downMs?: number): Promise<void>;
  /** New and open connections get no bytes through until start(). */
  stall(): void;
  close(): Promise<void>;
}

export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  const open = new Set<{ client: net.Socket; upstream: net.Socket }>();
  let mode: 'pass' | 'refuse' | 'stall' = 'pass';
  let cuts = 0;

  const server = net.createServer((client) => {
    if (mode === 'refuse') {
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    open.add(pair);
    const forward = (from: net.Socket, to: net.Socket) =>
      from.on('data', (chunk) => {
        if (mode === 'pass') to.write(chunk);
      });
    forward(client, upstream);
    forward(upstream, client);
    const end = () => {
      open.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  const cutAll = () => {
    for (const { client, upstream } of open) {
      cuts += 1;
      // A reset, as a backend killed by a restart leaves its clients (no orderly goodbye).
      client.resetAndDestroy();
      upstream.destroy();
    }
    open.clear();
  };

  const proxy: FaultProxy = {
    port,
    get cuts() {
      return cuts;
    },
    stop() {
      mode = 'refuse';
      cutAll();
    },
    start() {
      mode = 'pass';
    },
    async restart(downMs = 1_000) {
      proxy.stop();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      proxy.start();
    },
    stall() {
      mode = 'stall';
    },
    async close() {
      mode = 'refuse';
      cutAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return proxy;
}
