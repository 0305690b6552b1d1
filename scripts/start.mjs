// `npm start`: build the PWA when needed, then run the server (PGlite in ./data unless DATABASE_URL is set).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildIfNeeded();

// A young generation of 32 MB semispaces (V8's default tops out at 16 MB; Node's docs suggest raising it for
// throughput): under load a request's objects then die young instead of surviving two scavenges into the old
// generation, whose marking (on V8's helper threads) took a third of a core of a two-core machine under 1,000
// catalog requests in flight, and next to nothing after (bench/routeVsBare.ts). Costs at most 64 MB more of memory.
const V8_FLAGS = ['--max-semi-space-size=32'];

// Switches (`npm start -- --web-only`, `--jobs-only`) go on to the server.
const server = spawn(process.execPath, [...V8_FLAGS, '--import', 'tsx', path.join(root, 'server', 'main.ts'), ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
