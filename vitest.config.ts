import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { preactCompatAliases } from './preactCompat.config.ts';

// Component tests compile Lingui macros and .po catalogs as the app build does.
const linguiMacroPreset = defineRolldownBabelPreset({
  preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
  rolldown: { filter: { code: /@lingui\/(core|react)\/macro/ } },
});

// Node 20 lacks Map.groupBy, which Vitest 5's reporter calls when it prints failures.
if (typeof (Map as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    value<K, T>(items: Iterable<T>, key: (item: T, index: number) => K): Map<K, T[]> {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const k = key(item, index++);
        const group = groups.get(k);
        if (group) group.push(item);
        else groups.set(k, [item]);
      }
      return groups;
    },
  });
}

// Unit and property tests (src, sw), and the server suite on PGlite, and again on PostgreSQL when
// TEST_DATABASE_URL is set. End-to-end tests live in e2e/ and run under Playwright.
const serverProject = (name: string, kind: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    include: ['server/**/*.test.{ts,tsx}', 'integration/**/*.test.{ts,tsx}'],
    env: { TEST_DB_KIND: kind },
    globalSetup: [kind === 'postgres' ? 'server/test/global-setup-postgres.ts' : 'server/test/global-setup.ts'],
  },
});

const projects: TestProjectInlineConfiguration[] = [
  // Components render on preact/compat, as the production build ships them (vite.config.ts). The ES-module React-API
  // libraries are inlined so that their imports of 'react' go through the aliases too (Node would load React itself);
  // the CommonJS ones are redirected by the setup file.
  {
    extends: true,
    resolve: { alias: preactCompatAliases, dedupe: ['preact'] },
    test: {
      name: 'unit',
      include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'scripts/**/*.test.ts'],
      setupFiles: ['src/test/preactCompatRequire.ts'],
      server: { deps: { inline: [/@tanstack\/react-/, /@lingui\/react/, /@xstate\/react/, /dexie-react-hooks/] } },
    },
  },
  serverProject('server-pglite', 'pglite'),
];
if (process.env.TEST_DATABASE_URL) projects.push(serverProject('server-postgres', 'postgres'));
else console.log('Server suite on PostgreSQL skipped: TEST_DATABASE_URL is not set.');

export default defineConfig({
  plugins: [babel({ presets: [linguiMacroPreset] }), lingui()],
  // `@domain/*` and any other alias come from tsconfig.json's paths.
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects,
  },
});
