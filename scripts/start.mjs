// `npm start`: build the PWA when needed, then run the server (PGlite in ./data unless DATABASE_URL is set).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';

const root = path.resolve(import.meta.dirname, '..');
buildIfNeeded();

// Switches (`npm start -- --web-only`, `--jobs-only`) go on to the server.
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'main.ts'), ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
