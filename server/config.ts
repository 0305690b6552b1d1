// Server configuration from the environment, with the embedded defaults of ARCHITECTURE.md §1.
import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite data folder, used when no databaseUrl is set. */
  dataDir: string;
  /** PostgreSQL connection string; switches off PGlite. */
  databaseUrl: string | undefined;
  nodeEnv: string;
  logLevel: string;
  /** Folder of the built PWA served at the site root. */
  staticDir: string;
  /** When true, `/x/page.html` is answered with a 301 to `/x/page` (SPEC §2: "in some environment"). */
  redirectHtml: boolean;
  /** Largest accepted request body. */
  bodyLimitBytes: number;
}

function readBool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function readPort(value: string | undefined, fallback: number): number {
  const port = Number(value);
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const nodeEnv = env.NODE_ENV ?? 'development';
  return {
    port: readPort(env.PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    nodeEnv,
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    staticDir: path.resolve(env.STATIC_DIR ?? './dist'),
    redirectHtml: readBool(env.REDIRECT_HTML, nodeEnv === 'production'),
    bodyLimitBytes: Number(env.BODY_LIMIT_BYTES) || 1024 * 1024,
  };
}
