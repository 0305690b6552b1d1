// Builds the PWA when dist/ is missing, older than any of its sources, or was built with other settings. Used by
// `npm start`, `npm test` and the e2e run. The build is always the production PWA (minified, with its service
// worker): NODE_ENV only steers the server. `npm run dev` is the place for a development bundle.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';
import { withBuildLock } from './build-lock.mjs';

const root = path.resolve(import.meta.dirname, '..');
const SOURCES = ['src', 'sw', 'locales', 'public', 'index.html', 'vite.config.ts', 'lingui.config.ts', 'package-lock.json'];
/** Build-time settings baked into the bundle: a change of any of them needs a new build. */
const BUILD_ENV = ['VITE_TENANT', 'VITE_APP_ENV', 'OAUTH_CLIENT_ID', 'OAUTH_CLIENT_SECRET'];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** What the stamp records: the build mode and a hash of the build-time settings (no secret in clear). */
export function buildSettings(env = process.env) {
  // No entitlement key is baked in: the PWA fetches the JWKS (GET /.well-known/jwks.json) beside the token.
  const values = BUILD_ENV.map((name) => `${name}=${env[name] ?? ''}`).join('\n');
  return `production:${crypto.createHash('sha256').update(values).digest('hex').slice(0, 16)}`;
}

function readStamp(stamp) {
  try {
    return JSON.parse(fs.readFileSync(stamp, 'utf8'));
  } catch {
    return null;
  }
}

function upToDate(outDir, settings) {
  const stamp = path.join(outDir, '.build-stamp');
  const builtAt = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
  const sourcesAt = Math.max(...SOURCES.map((source) => newestMtime(path.join(root, source))));
  return builtAt > sourcesAt && readStamp(stamp)?.settings === settings;
}

export function buildIfNeeded({ force = false, outDir = path.join(root, 'dist') } = {}) {
  const settings = buildSettings();
  if (!force && upToDate(outDir, settings)) return false;
  // One build at a time per output folder; a process that waited finds the build done (unless forced).
  return withBuildLock(
    `${outDir}.build-lock`,
    () => (!force && upToDate(outDir, settings) ? false : build(outDir, settings)),
    () => console.log('Another process is building the PWA; waiting for it…'),
  );
}

function build(outDir, settings) {
  const stamp = path.join(outDir, '.build-stamp');
  console.log('Building the PWA (vite build, production)…');
  execFileSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--mode', 'production', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    // Vite builds React's development bundle and drops the service-worker registration when NODE_ENV says so.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  precompress(outDir);
  // The page render (src/app/renderPage.tsx) for the server, beside the PWA in server/, which the
  // server never serves (server/plugins/spa.ts).
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--mode', 'production', '--ssr', 'src/app/renderPage.tsx', '--outDir', path.join(outDir, SERVER_RENDER_DIR), '--logLevel', 'warn'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  fs.writeFileSync(stamp, JSON.stringify({ builtAt: new Date().toISOString(), settings }));
  return true;
}

/** Where the build puts the server's page render, inside the PWA's folder (server/plugins/spa.ts reads it). */
const SERVER_RENDER_DIR = 'server';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;

/** Brotli and gzip copies of every text file, made once here; the server sends the one the browser accepts. */
function precompress(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) precompress(file);
    else if (COMPRESSIBLE.test(entry.name) && fs.statSync(file).size > 1024) {
      const content = fs.readFileSync(file);
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded({ force: process.argv.includes('--force') });
